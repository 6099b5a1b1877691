# Reading and writing the player's files.

io-not-found = no such file
io-permission = permission denied
io-full = the disk is full
io-read-only = the file system is read-only
io-directory = it is a folder
io-exists = the name is taken

write-exists = { $path } already exists
write-create-dir = could not create { $path }: { $reason }
write-failed = could not write { $path }: { $reason }
