## 引擎对局面的判断，以具名一方来说：侧栏、分析、复盘与 `gomoku analyse` 共用。
## $side 为“黑方”或“白方”（stone-black、stone-white）；$chance 为这一方的胜率（百分数），如“73”。

verdict-slightly = { $side }稍优（胜率 { $chance }%）
verdict-better = { $side }占优（胜率 { $chance }%）
verdict-winning = { $side }胜势（胜率 { $chance }%）
verdict-even = 均势
verdict-draw = 双方正确应对为和棋
verdict-wins-in = { $side } { $moves } 手内获胜
