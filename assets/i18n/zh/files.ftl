# 读写玩家的文件。

io-not-found = 没有这个文件
io-permission = 没有权限
io-full = 磁盘已满
io-read-only = 文件系统是只读的
io-directory = 这是一个文件夹
io-exists = 这个名字已被占用

write-exists = { $path } 已经存在
write-create-dir = 无法创建 { $path }：{ $reason }
write-failed = 无法写入 { $path }：{ $reason }
