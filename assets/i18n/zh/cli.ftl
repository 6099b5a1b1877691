# 命令行：参数、启动以及程序如何结束。

arg-size = “{ $text }”不是棋盘大小：请用 15 或 列数x行数（如 10x12），每边 { $min } 到 { $max }
arg-win = “{ $text }”不是连珠子数：请用 { $min } 到 { $max } 之间的数

usage-win = --win { $win } 用在 { $cols }x{ $rows } 的棋盘上：连珠子数必须在 3 到 { $longest } 之间
usage-flag = { $flag }：{ $reason }
usage-loaded-size = --size 与打开的棋谱不符，该棋谱下在 { $cols }x{ $rows } 的棋盘上
usage-loaded-win = --win 与打开的棋谱不符，该棋谱是连成 { $win } 子获胜
usage-loaded-rule = --rule 与打开的棋谱不符，该棋谱使用 { $rule } 规则
usage-forbidden-not-renju = --forbidden 只在连珠规则下有意义：请同时给出 --rule renju

# 错误如何显示在终端上。
exit-error = gomoku：{ $reason }
exit-output = 无法写出结果：{ $reason }

# 终端游戏无法进行。
tui-error-start = 无法开始对局：{ $reason }
tui-error-open = 无法打开终端：{ $reason }；本游戏要在终端里玩，gomoku engine 和 gomoku analyse 不需要终端
tui-error-redirected = 本游戏在终端上绘制棋盘，但它的输出被重定向到了文件或管道：请不要重定向标准输出再运行（gomoku engine 和 gomoku analyse 可以输出到任何地方）
tui-error-terminal = 对局中终端出错：{ $reason }
