# 交换与二次交换开局：状态栏在每一步说的话、可做的选择、按键。
# $opening 是开局的名称；$who 指当前行动的一方：you（你）、computer（人机对战中的电脑）、
# first 或 second（第一位玩家开局：摆放最初的三子）。

opening-who = { $who ->
    [you] 你
    [computer] 电脑
    [first] 第一位玩家
   *[second] 第二位玩家
}
opening-chooses = { $who ->
    [you] 你选择
    [computer] 电脑选择
    [first] 第一位玩家选择
   *[second] 第二位玩家选择
}

opening-place-three = { $opening } · { opening-who }：依次摆放黑、白、黑三子 — 现在落{ $stone ->
    [black] 黑子
   *[white] 白子
}（第 { $n }/3 子）
opening-place-two = { $opening } · { opening-who }：再摆两子，先白后黑 — 现在落{ $stone ->
    [black] 黑子
   *[white] 白子
}（第 { $n }/2 子）
opening-choose = { $opening } · { opening-chooses }：{ $black } 执黑，或落白子执白
opening-choose-after-two = { $opening } · 已再摆两子 · { opening-chooses }：{ $black } 执黑，或落白子执白
opening-choose-or-add = { $opening } · { opening-chooses }：{ $black } 执黑、落白子执白，或 { $add } 再摆两子
opening-computer-places = { $opening } · { opening-who }正在摆放开局棋子
opening-computer-chooses = { $opening } · { opening-who }正在选择执黑或执白

opening-took-black = { $who ->
    [you] 你
    [computer] 电脑
    [first] 第一位玩家
   *[second] 第二位玩家
}选择执黑；接下来白方落子
opening-took-white = { $who ->
    [you] 你
    [computer] 电脑
    [first] 第一位玩家
   *[second] 第二位玩家
}落下这枚白子，执白
opening-hint-black = 提示：执黑（{ $key }）
opening-hint-white = 提示：落子 { $point } 执白
opening-hint-two = 提示：再摆两子（{ $key }），例如 { $points }
opening-hint-three = 提示：均衡的开局，例如 { $points }
opening-not-now = 现在没有可选择的：{ $opening }开局在摆好最初三子后选择执黑或执白（二次交换在五子后还有一次）
opening-no-two-more = 只有二次交换开局才能再摆两子，由第二位玩家在最初三子之后摆放
opening-not-swap = 只有交换和二次交换开局才选择执黑或执白（设置：开局）

help-take-black = 交换开局：执黑（或落白子执白）
help-place-two = 二次交换，摆好三子后：再摆两子

opening-about-swap = 交换：一方摆三子，另一方选择执黑或执白。
opening-about-swap2 = 二次交换：同交换，或再摆两子由第一位玩家选择。
value-human-first = 第一位玩家（开局）
value-human-second = 第二位玩家（选择）

player-seat = { $side }（{ $seat ->
    [first] 第一位玩家
   *[second] 第二位玩家
}）
panel-swap-opening = 开局：{ $opening }
kind-rule-opening = { $rule }，{ $opening }
tally-seats = 第一位玩家 { $first } · 第二位玩家 { $second } · 平局 { $draws }

note-unknown-opening = { $place }：本程序不认识这种开局，按自由开局重放
note-bad-choice = { $place }：在这些着法之后开局不允许这个选择，它和之后的选择都被略去
