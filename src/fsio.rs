//! The player's files, read and written so that nothing is lost: a write goes to a temporary
//! file in the same directory and is renamed into place (the file is either the old one or the
//! complete new one), a file the player did not agree to replace is never replaced, and a read
//! never takes more than a bounded number of bytes.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::tr;

/// Why a file could not be written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.sentence())]
pub struct WriteError {
    pub path: PathBuf,
    pub kind: WriteErrorKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteErrorKind {
    /// The name is taken and replacing was not allowed.
    Exists,
    /// The directory could not be made.
    CreateDir(io::ErrorKind),
    /// Writing or renaming failed (no space, no permission ...).
    Io(io::ErrorKind),
}

impl WriteError {
    fn new(path: &Path, kind: WriteErrorKind) -> WriteError {
        WriteError {
            path: path.to_path_buf(),
            kind,
        }
    }

    fn sentence(&self) -> String {
        let path = self.path.display().to_string();
        match self.kind {
            WriteErrorKind::Exists => tr!("write-exists", path = path),
            WriteErrorKind::CreateDir(kind) => tr!(
                "write-create-dir",
                path = parent_dir(&self.path).display().to_string(),
                reason = io_reason(kind)
            ),
            WriteErrorKind::Io(kind) => tr!("write-failed", path = path, reason = io_reason(kind)),
        }
    }
}

/// The usual reasons an operation on a file fails, in the player's words; the system's own
/// description for the rare ones.
pub fn io_reason(kind: io::ErrorKind) -> String {
    let id = match kind {
        io::ErrorKind::NotFound => "io-not-found",
        io::ErrorKind::PermissionDenied => "io-permission",
        io::ErrorKind::StorageFull => "io-full",
        io::ErrorKind::ReadOnlyFilesystem => "io-read-only",
        io::ErrorKind::IsADirectory => "io-directory",
        io::ErrorKind::AlreadyExists => "io-exists",
        other => return other.to_string(),
    };
    tr!(id)
}

/// Writes `bytes` to `path` through a temporary file in the same directory and a rename. With
/// `overwrite` false an existing file is left alone and the error
/// says so. Creates the directory when it is missing.
pub fn write_atomic(path: &Path, bytes: &[u8], overwrite: bool) -> Result<(), WriteError> {
    let dir = parent_dir(path);
    fs::create_dir_all(&dir)
        .map_err(|e| WriteError::new(path, WriteErrorKind::CreateDir(e.kind())))?;
    if !overwrite && name_taken(path) {
        return Err(WriteError::new(path, WriteErrorKind::Exists));
    }
    let io_error = |e: io::Error| {
        let kind = match e.kind() {
            io::ErrorKind::AlreadyExists => WriteErrorKind::Exists,
            other => WriteErrorKind::Io(other),
        };
        WriteError::new(path, kind)
    };
    let mut temp = temp_file(&dir).map_err(io_error)?;
    temp.write_all(bytes).map_err(io_error)?;
    temp.as_file().sync_all().map_err(io_error)?;
    let persisted = if overwrite {
        temp.persist(path)
    } else {
        temp.persist_noclobber(path)
    };
    // A failed persist hands the temporary file back; dropping it removes it.
    persisted.map(drop).map_err(|e| io_error(e.error))
}

/// A new temporary file in `dir` that ends up with the permissions a newly created file gets.
fn temp_file(dir: &Path) -> io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(".gomoku-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // tempfile makes private files; the umask still applies to this mode.
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

/// Whether a file has this name.
pub fn name_taken(path: &Path) -> bool {
    path.exists()
}

/// The directory holding `path`; `.` for a bare file name.
pub fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The first of `stem.ext`, `stem-2.ext`, `stem-3.ext` ... in `dir` that is not taken.
pub fn fresh_name(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    (1u32..)
        .map(|n| match n {
            1 => dir.join(format!("{stem}.{ext}")),
            n => dir.join(format!("{stem}-{n}.{ext}")),
        })
        .find(|path| !name_taken(path))
        .unwrap_or_else(|| dir.join(format!("{stem}.{ext}")))
}
