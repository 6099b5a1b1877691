//! Finding the files an example reads, shared by the examples that take folders of games.

use std::path::{Path, PathBuf};

/// Adds to `out` the files under `path` (itself, or everything below it when it is a folder)
/// whose extension is one of `extensions`.
pub fn collect(path: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    match std::fs::read_dir(path) {
        Ok(dir) => dir
            .flatten()
            .for_each(|e| collect(&e.path(), extensions, out)),
        Err(_)
            if path
                .extension()
                .is_some_and(|e| extensions.iter().any(|x| e == *x)) =>
        {
            out.push(path.to_path_buf())
        }
        Err(_) => {}
    }
}
