# 棋局本身的用语：黑白双方、规则、规则选项、禁手、落点与着法。

stone-name = { $stone ->
    [black] 黑方
   *[white] 白方
}

rule-name = { $rule ->
    [freestyle] 无禁手
    [standard] 标准（恰好 k 子）
    [caro] Caro
   *[renju] 连珠
}

opening-name = { $opening ->
    [free] 自由
    [center] 第一手下在天元
    [swap] 交换
   *[swap2] 二次交换
}

forbidden-policy-name = { $policy ->
    [refuse] 不允许落子
   *[loses] 判负
}

forbidden-name = { $kind ->
    [double-three] 三三
    [double-four] 四四
   *[overline] 长连
}

rules-summary = { $cols }x{ $rows }，连成 { $win } 子获胜，{ $rule }
rules-side = { $side ->
    [rows] 行数
   *[columns] 列数
}必须在 { $min } 到 { $max } 之间，而不是 { $n }
rules-renju-five = 连珠规则必须五子连珠，不能是 { $win } 子
rules-renju-board = 连珠规则至少需要 5x5 的棋盘（标准为 15x15），而不是 { $cols }x{ $rows }
rules-win = 在 { $cols }x{ $rows } 的棋盘上，连珠子数必须在 3 到 { $longest } 之间，而不是 { $win }

notation-not-a-point = “{ $text }”不是一个落点，落点的写法如 H8
notation-off-board = { $text } 不在 { $rows }x{ $cols } 的棋盘上（列 A-{ $last }，行 1-{ $rows }）

point-row-col = 第 { $row } 行第 { $col } 列
move-off-board = 第 { $row } 行第 { $col } 列不在棋盘上
move-taken = { $point } 已有棋子
move-game-over = 本局已经结束
move-forbidden = { $point } 是黑方禁手（{ $kind }）
move-centre = 第一手必须下在天元 { $point }

word-unknown = “{ $text }”不是以下之一：{ $expected }
