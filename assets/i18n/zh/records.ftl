# 棋谱（SGF 与 Piskvork .psq）：为何无法读取，以及棋谱里写了什么。

load-error = { $path }：{ $reason }
load-not-found = 没有这个文件
load-folder = 这是一个文件夹，不是棋谱
load-not-regular = 这不是普通文件（而是设备、管道或套接字），因此没有打开
load-too-large = 文件太大，不是棋谱（超过 { $limit } 字节）
load-not-listed = { $size }：太大，列表中不显示；按 Enter 打开
load-unreadable = 无法读取：{ $reason }

record-place = 第 { $line } 行的 { $text }
parse-binary = 这是二进制文件，不是棋谱
sgf-not-sgf = 这不是 SGF 棋谱（应以“(;”开头）
sgf-nested = 第 { $line } 行：变化分支嵌套太深
sgf-unexpected = 第 { $line } 行：节点之间出现了意外的“{ $found }”
sgf-unclosed-game = 文件在第 { $line } 行开始的棋局结束之前就结束了（缺少“)”）
sgf-no-value = 第 { $line } 行：属性 { $ident } 没有写在 [方括号] 里的值
sgf-unclosed-value = 文件在第 { $line } 行开始的值里结束了（缺少“]”）
sgf-no-nodes = 棋谱里没有任何节点
sgf-property = { $place }：{ $problem ->
    [not-gomoku] 这不是五子棋棋谱（五子棋是 GM[4]）
    [size] 棋盘大小必须是一个数，或“列数:行数”
    [win] 连珠子数必须是一个数
   *[to-play] 轮到哪一方必须写作 B 或 W
}
sgf-remove = 第 { $line } 行：五子棋不能提子（AE）
sgf-setup-after-moves = 第 { $line } 行：不支持在第一手之后摆子（{ $ident }）
sgf-not-a-point = { $place } 不是 hh 这样的落点
sgf-charset = 棋谱声明的字符集 CA[{ $charset }] 无法识别，因此没有读取
psq-header = 第 1 行：Piskvork 棋谱应以“Piskvorky 宽x高”开头，而不是“{ $header }”
psq-not-a-move = { $place } 不是一步棋：Piskvork 的一步棋写作“列,行,时间”，都是整数，列和行从 1 数起
psq-rules = 第 1 行：{ $error }

record-pass = 第 { $n } 手（{ $place }）是停一手，五子棋没有停一手
record-setup-off-board = 摆放的棋子 { $place } 不在 { $cols }x{ $rows } 的棋盘上
record-setup-twice = 摆放的棋子 { $place } 所在的点已经摆过棋子
record-setup-impossible = 摆放的棋子不可能出现：{ $error }
record-black-first = 第 1 手（{ $place }）是白方下的，但应由黑方先行
record-not-their-turn = 第 { $n } 手（{ $place }）又是{ $stone }下的：双方必须轮流落子
record-after-end = 第 { $n } 手（{ $place }）下在棋局结束之后（{ $outcome }）
record-off-board = 第 { $n } 手（{ $place }）不在 { $cols }x{ $rows } 的棋盘上
record-taken = 第 { $n } 手（{ $place }）下在 { $point }，那里已有棋子

note-unknown-rule = { $place }：本程序不认识这个规则，因此按无禁手规则复盘
note-after-first-game = 文件在第一局之后还有内容（第 { $line } 行起）：只读取第一局

outcome-text = { $outcome ->
    [black] 黑方胜
    [white] 白方胜
    [draw] 平局
   *[ongoing] 未下完
}
result-text = { $side ->
    [black] 黑方胜
   *[white] 白方胜
}{ $how ->
    [resign] （对方认输）
    [time] （对方超时）
    [forfeit] （对方犯规判负）
   *[none] {""}
}
result-draw = 平局
result-void = 无结果
result-unknown = 未知

# 保存棋谱时写入的对局者名字。
record-player-human = 玩家
record-player-computer = gomoku（{ $level }）
