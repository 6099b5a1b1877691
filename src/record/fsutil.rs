//! Writing files so that a crash or a full disk never leaves half a file behind, and never
//! replacing a file the player did not agree to replace.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Writes `bytes` to `path` through a temporary file in the same directory and a rename, so the
/// file is either the old one or the complete new one. With `overwrite` false an existing file
/// is left alone and the error says so. Creates the directory when it is missing.
pub fn atomic_write(path: &Path, bytes: &[u8], overwrite: bool) -> Result<(), String> {
    let shown = path.display();
    let dir = parent_dir(path);
    fs::create_dir_all(&dir).map_err(|e| format!("could not create {}: {e}", dir.display()))?;
    if !overwrite && path.exists() {
        return Err(format!("{shown} already exists"));
    }
    let temp = temp_path(path);
    let written = write_new(&temp, bytes).and_then(|()| {
        if overwrite {
            fs::rename(&temp, path)
        } else {
            // A hard link fails when the name is taken, unlike a rename, which would replace it.
            fs::hard_link(&temp, path).or_else(|e| match e.kind() {
                io::ErrorKind::AlreadyExists => Err(e),
                _ if path.exists() => Err(io::Error::from(io::ErrorKind::AlreadyExists)),
                _ => fs::rename(&temp, path),
            })
        }
    });
    // The temporary name is gone after a rename; after a link or a failure it must go too.
    let _ = fs::remove_file(&temp);
    written.map_err(|e| match e.kind() {
        io::ErrorKind::AlreadyExists => format!("{shown} already exists"),
        _ => format!("could not write {shown}: {e}"),
    })
}

fn write_new(temp: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temp)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// The directory holding `path`; `.` for a bare file name.
pub fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn temp_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    parent_dir(path).join(format!(".{name}.{}-{n}.tmp", std::process::id()))
}

/// The first of `stem.ext`, `stem-2.ext`, `stem-3.ext` ... in `dir` that does not exist yet.
pub fn fresh_name(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    let mut n = 1u32;
    loop {
        let name = match n {
            1 => format!("{stem}.{ext}"),
            _ => format!("{stem}-{n}.{ext}"),
        };
        let path = dir.join(name);
        if !path.exists() {
            return path;
        }
        n += 1;
    }
}
