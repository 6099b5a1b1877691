## 引擎对局面的判断，以具名一方来说：侧栏与 `gomoku analyse` 共用。
## $side 为“黑方”或“白方”（stone-black、stone-white）；$score 带符号，如“+332”。

verdict-better = { $side }占优（{ $score }）
verdict-even = 均势
verdict-wins-in = { $side } { $moves } 手内获胜
