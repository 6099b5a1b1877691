# 设置文件：无法使用或无法保存时，状态栏的说明。

settings-no-home = 没有主目录：设置不会被保存
settings-unreadable = 无法读取设置文件 { $path }（{ $reason }）；使用默认设置
settings-not-regular = 设置文件 { $path } 不是普通文件；使用默认设置，并且永远不会写入它
settings-unusable = 设置文件 { $path } 无法使用（{ $reason }）；使用默认设置，保存设置时它会被保留为 { $bad }
settings-not-text = 它不是文本
settings-toml-line = 第 { $line } 行：{ $reason }
settings-too-large = 它大于 { $limit } 字节
settings-key-problem = { $key }（{ $why }）
settings-key-problem-line = { $key }（第 { $line } 行：{ $why }）
settings-out-of-range = { $value } 不在 { $min } 到 { $max } 之间
settings-win-range = 在 { $cols }x{ $rows } 的棋盘上，{ $win } 不在 3 到 { $longest } 之间
settings-defaults-used = 以下各项使用默认值：{ $keys }
settings-unknown-kept = 不认识的项原样保留：{ $keys }
settings-values = 设置文件 { $path }：{ $parts }
settings-save-unreadable = 无法读取 { $path }（{ $reason }），因此没有覆盖它
settings-save-serialise = 无法写出设置：{ $reason }
settings-save-not-regular = { $path } 不是普通文件
settings-save-dangling = { $path } 是指向不存在文件的链接
settings-save-set-aside = { $path } 无法使用，也无法移到一边（{ $reason }）

mode-name = { $mode ->
    [pvp] 人人对战
    [pvc] 人机对战
   *[cvc] 机机对战
}

language-name = { $language ->
    [en] English
    [zh] 中文
   *[auto] 跟随系统
}

level-name = { $level ->
    [random] 随机
    [easy] 入门
    [medium] 中级
    [hard] 高级
   *[master] 大师
}
