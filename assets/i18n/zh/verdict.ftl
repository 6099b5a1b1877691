## 引擎对局面的判断，以具名一方来说：侧栏、分析、复盘与 `gomoku analyse` 共用。
## $side 为“黑方”或“白方”（stone-black、stone-white）；$chance 为这一方的胜率（百分数），如“73”。

verdict-slightly = { $side }稍优（胜率 { $chance }%）
verdict-better = { $side }占优（胜率 { $chance }%）
verdict-winning = { $side }胜势（胜率 { $chance }%）
verdict-even = 均势
verdict-draw = 双方正确应对为和棋
verdict-wins-in = { $side } { $moves } 手内获胜

## 分析模式（e）：引擎研究当前局面时侧栏显示的内容。
analysis-stats = 分析 · 深度 { $depth } · { $speed } · { $seconds } 秒
analysis-speed = 每秒 { $speed } 个局面
analysis-waiting = 思考中…
analysis-over = 这个局面对局已经结束。
analysis-not-now = 分析只用于复盘、双人对局和已结束的对局：与电脑对局时使用分析，就等于让电脑替你下。

## 引擎复盘（复盘时按 g）。
judge-progress = 引擎复盘：{ $done } / { $total } 个局面 { $bar }
judge-summary = { $side }：{ $inaccuracies } 手欠佳（?!）· { $mistakes } 手错着（?）· { $blunders } 手败着（??）
judge-move = 第 { $number } 手 { $point }{ $mark }
judge-best-was = { $judged }：最佳是 { $point } · { $line }
judge-best-was-alone = { $judged }：最佳是 { $point }
judge-graph-title = 黑方胜率
judge-annotation = { $mark } 最佳是 { $point }（{ $line }）；{ $verdict }
