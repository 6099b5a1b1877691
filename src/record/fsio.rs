//! The player's files, read and written so that nothing is lost: only regular files are read
//! or replaced (a device, a FIFO or a socket named by mistake is refused before it is opened),
//! a read never takes more than a bounded number of bytes, a write goes to a temporary file in
//! the same directory and is renamed into place (the file is either the old one or the complete
//! new one), and a file the player did not agree to replace is never replaced.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use crate::tr;

/// Why a file could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    NotFound,
    Folder,
    /// A device, a FIFO, a socket: reading it could block or never end.
    NotRegular,
    /// More than the limit: the bytes actually read, not the size the file system reports
    /// (0 for a device).
    TooLarge {
        limit: u64,
    },
    Io(io::ErrorKind),
}

impl ReadError {
    fn of(e: &io::Error) -> ReadError {
        match e.kind() {
            io::ErrorKind::NotFound => ReadError::NotFound,
            io::ErrorKind::IsADirectory => ReadError::Folder,
            other => ReadError::Io(other),
        }
    }
}

/// The bytes of the regular file at `path` (a link is followed), at most `limit` of them.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let kind = fs::metadata(path)
        .map_err(|e| ReadError::of(&e))?
        .file_type();
    if kind.is_dir() {
        return Err(ReadError::Folder);
    }
    if !kind.is_file() {
        return Err(ReadError::NotRegular);
    }
    let file = open_without_blocking(path).map_err(|e| ReadError::of(&e))?;
    // The name may have been replaced since it was looked at: judge what was opened.
    if !file.metadata().map_err(|e| ReadError::of(&e))?.is_file() {
        return Err(ReadError::NotRegular);
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::of(&e))?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// Opens for reading; a FIFO put in the file's place does not hang the open.
fn open_without_blocking(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

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

/// Writes `bytes` to `path` through a temporary file in the same directory and a rename, under
/// the directory's lock. With `overwrite` false an existing name (a dangling link included) is
/// left alone and the error says so. Creates the directory when it is missing.
pub fn write_atomic(path: &Path, bytes: &[u8], overwrite: bool) -> Result<(), WriteError> {
    DirLock::take(path)?.write(path, bytes, overwrite, None)
}

/// The prefix and suffix of the temporary files writes go through.
const TEMP_PREFIX: &str = ".gomoku-";
const TEMP_SUFFIX: &str = ".tmp";

/// This process's turn to write into a directory: held until dropped, waited for while another
/// window (or another thread) has it. Two windows that read, change and write the same file
/// each do it whole while the other waits, so neither writes over what the other wrote. The
/// lock is taken on the directory itself (no lock file to leave behind); where the system
/// cannot lock it, the write goes ahead without.
pub struct DirLock {
    /// Kept open: closing it lets the lock go.
    _dir: Option<File>,
}

impl DirLock {
    /// Waits for the lock of the directory holding `path`, making the directory when missing.
    /// Temporary files found there then are from a write that never finished (the program was
    /// killed): nobody else writes while this is held, so they are removed.
    pub fn take(path: &Path) -> Result<DirLock, WriteError> {
        let dir = parent_dir(path);
        fs::create_dir_all(&dir)
            .map_err(|e| WriteError::new(path, WriteErrorKind::CreateDir(e.kind())))?;
        let handle = File::open(&dir).ok().filter(|handle| {
            use fs4::FileExt;
            handle.metadata().is_ok_and(|m| m.is_dir()) && FileExt::lock(handle).is_ok()
        });
        if handle.is_some() {
            remove_stale_temps(&dir);
        }
        Ok(DirLock { _dir: handle })
    }

    /// `write_atomic` under this lock, the file getting the permission bits and, where the
    /// system lets this process give them (as root), the owner and group of `like` (the file it
    /// replaces) rather than a new file's: root saving a player's settings leaves them the
    /// player's.
    pub fn write(
        &self,
        path: &Path,
        bytes: &[u8],
        overwrite: bool,
        like: Option<&fs::Metadata>,
    ) -> Result<(), WriteError> {
        let permissions = like.map(fs::Metadata::permissions);
        let dir = parent_dir(path);
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
        let mut temp = temp_file(&dir, permissions).map_err(io_error)?;
        temp.write_all(bytes).map_err(io_error)?;
        #[cfg(unix)]
        if let Some(like) = like {
            use std::os::unix::fs::MetadataExt;
            // Only root may give a file away; anyone else's file keeps its owner by other means
            // (they own it), so a refusal here changes nothing.
            let _ = std::os::unix::fs::fchown(temp.as_file(), Some(like.uid()), Some(like.gid()));
        }
        temp.as_file().sync_all().map_err(io_error)?;
        let persisted = if overwrite {
            temp.persist(path)
        } else {
            temp.persist_noclobber(path)
        };
        // A failed persist hands the temporary file back; dropping it removes it.
        persisted.map(drop).map_err(|e| io_error(e.error))
    }
}

/// Removes the temporary files a killed write left in `dir`; only the lock's holder may.
fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let ours = name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX);
        if ours && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// A new temporary file in `dir` with `permissions`, else those a newly created file gets.
fn temp_file(
    dir: &Path,
    permissions: Option<fs::Permissions>,
) -> io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(TEMP_SUFFIX);
    #[cfg(unix)]
    let permissions = permissions.or_else(|| {
        use std::os::unix::fs::PermissionsExt;
        // tempfile makes private files; the umask still applies to this mode.
        Some(fs::Permissions::from_mode(0o666))
    });
    if let Some(permissions) = permissions {
        builder.permissions(permissions);
    }
    builder.tempfile_in(dir)
}

/// Whether anything, a dangling link included, has this name.
pub fn name_taken(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// The directory holding `path`; `.` for a bare file name.
pub fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Where an unusable file is kept when a save replaces it: `<name>.bad`, or `<name>.bad.2` ...
/// when that is taken (by a file, a folder or a link), so an earlier one is never lost.
pub fn aside_name(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = parent_dir(path);
    (1u32..)
        .map(|n| match n {
            1 => dir.join(format!("{name}.bad")),
            n => dir.join(format!("{name}.bad.{n}")),
        })
        .find(|p| !name_taken(p))
        .unwrap_or_else(|| dir.join(format!("{name}.bad")))
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
