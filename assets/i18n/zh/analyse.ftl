# `gomoku analyse`：棋盘下方的结论，以及无法读取局面的原因。

analyse-rules = 规则：{ $rules }
analyse-moves = 着法：共 { $count } 手 { $moves }
analyse-won = 结果：{ $winner }胜，连线 { $line }
analyse-draw = 结果：平局，棋盘已满
analyse-to-move = 轮到：{ $stone }
analyse-best = 最佳着法：{ $point }（棋盘上的 *）  { $verdict }  深度 { $depth }  节点 { $nodes }
analyse-pv = 主要变化：{ $moves }
analyse-lines = 候选着法：

analyse-move = 第 { $n } 手：{ $reason }
analyse-after-end = 棋局在第 { $ended } 手已经结束（{ $winner ->
    [black] 黑方胜
    [white] 白方胜
   *[draw] 平局
}），因此无法再下第 { $n } 手（{ $point }）
analyse-json = 无法写出 JSON：{ $reason }
