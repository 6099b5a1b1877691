## 终端里的棋局：状态行、侧栏、各个面板、提问与提示。

stone-black = 黑方
stone-white = 白方
player-you = { $side }（你）
player-computer = { $side }（电脑）
player-named = { $side }（{ $name }）

mode-pvp-short = 人人对战
mode-network-short = 网络对战 { $name }
mode-pvc-short = 人机对战（{ $level }）
mode-cvc-short = 机机对战（黑方 { $black } 对 白方 { $white }）

rule-short-freestyle = { $k } 子相连
rule-short-exact = 恰好 { $k } 子

turn-to-move = 轮到{ $player }落子
turn-won = { $player }胜
turn-won-after = { $player }胜，共 { $moves } 手
end-draw-after = 平局，共 { $moves } 手
status-move = 第 { $number } 手
status-paused = 已暂停
status-wait = 每手间隔 { $seconds } 秒
status-review = 复盘
status-review-move = 第 { $number } / { $total } 手
status-variation = 第 { $number } 手起的变化
status-last = 上一手 { $point }

end-wins = { $winner }胜
end-draw = 平局

thinking-move = 电脑思考中
thinking-hint = 正在寻找提示
thinking-for = { $seconds } 秒
thinking-depth = {" "}· 深度 { $depth } · 目前最佳 { $point }

msg-new-game = 新局
msg-new-game-under = 新局：{ $rules }
msg-settings-applied = 设置已用于当前棋局
msg-computers-turn = 请稍候：轮到电脑落子
msg-watch-only = 这个键用于机机对战
msg-step-when-paused = 先暂停（{ $pause }），再按 { $step } 走一手
msg-wait = 每手间隔 { $seconds } 秒
msg-nothing-to-undo = 没有可以悔的棋
msg-nothing-to-redo = 没有可以重做的棋
msg-forbidden-point = { $point } 是黑方禁手：{ $why }
msg-hint = 提示：{ $point }
msg-no-legal-move = 电脑找不到合法的落点
note-in-brackets = （{ $note }）

review-nothing-yet = 还没有可以复盘的着法
review-playing-on = 从第 { $number } 手继续下
review-variation-added = 从第 { $number } 手起的变化：实战棋谱不变
review-variation-entered = 进入第 { $number } 手的变化
review-line-extended = 第 { $number } 手接在这条线的末尾
review-no-variation = 这里没有变化
review-on-main-line = 这是主线：没有可以离开或删除的变化
review-variation-removed = 已删除这个变化
review-made-main-line = 当前的线已设为主线
review-no-line = 这个局面还没有第 { $rank } 条分析线（按 e 开始分析）
review-line-played = 从第 { $number } 手起摆出分析线的 { $count } 手

panel-forbidden-policy = 黑方禁手：{ $policy }
panel-center-opening = 第一手下在天元
panel-moves = 着法
panel-game-name = 《{ $name }》
panel-players = 黑方 { $black } · 白方 { $white }
panel-date = 对局日期 { $date }
panel-result = 结果：{ $result }
panel-comment = 注释：{ $text }

title-game = 棋局
title-review = 复盘
title-help = 帮助
title-settings = 设置
title-open = 打开棋谱
title-quit = 退出
title-play-on = 继续下
title-new-game = 新局

question-quit = 退出这盘棋吗？
question-branch = 从第 { $number } 手继续下，并丢弃之后的着法吗？
question-new-game = 开始新局并放弃这一局吗？
question-apply = 这些设置需要开始新局。放弃这一局吗？
question-open = 打开 { $name } 并放弃这一局吗？

too-small-title = 终端窗口太小
too-small-needs = 这个 { $cols }x{ $rows } 的棋盘至少需要 { $width }x{ $height }，而终端只有 { $term_width }x{ $term_height }。
too-small-what-to-do = 请放大窗口，或按 { $settings } 换小一些的棋盘，按 { $quit } 退出。

settings-cannot-apply = 无法应用：{ $reason }
settings-saved = 设置已保存
settings-not-saved = 设置未保存：{ $reason }
settings-not-saved-no-file = 设置未保存：没有设置文件

save-nothing-yet = 还没有可保存的内容：请先落子
save-no-folder = 未保存：没有保存棋谱的文件夹
save-done = 已保存到 { $path }
save-failed = 未保存：{ $reason }

opened = 已打开 { $name }
opened-with-notes = 已打开 { $name }（{ $notes }）

picker-column-game = 棋谱
picker-column-size = 大小
picker-column-k = 子
picker-column-rule = 规则
picker-column-result = 结果
picker-column-moves = 手数
picker-rule = { $rule ->
    [freestyle] 无禁手
    [standard] 标准
    [caro] Caro
   *[renju] 连珠
}
picker-sample-entry = { $name }（示例）
picker-sample-name = { $name }（示例）
picker-listing = 正在读取棋谱文件夹…
picker-no-games = 还没有保存的棋谱
picker-reading = 正在读取…
picker-path-label = 路径：
picker-path-offer = { $keys }：输入文件路径
picker-type-a-path-first = 请先输入 SGF 或 .psq 文件的路径
picker-nothing-to-open = 没有可以打开的棋谱

field-preset = 预设
field-size = 棋盘大小
field-cols = 列数（长方形棋盘）
field-win = 连成几子获胜
field-rule = 规则
field-forbidden = 黑方禁手
field-opening = 开局
field-mode = 对战方式
field-human = 你的角色
field-level = 电脑难度
field-level-black = 黑方电脑难度
field-level-white = 白方电脑难度
field-time = 每手时间
field-bell = 提示音
field-ponder = 后台思考
field-lang = 语言 / Language
field-apply = 应用（开始新局）

preset-tic-tac-toe = 三子棋 3x3，三子获胜
preset-5x5 = 5x5，三子获胜
preset-10x10 = 10x10，五子获胜
preset-gomoku = 五子棋 15x15，五子获胜
preset-19x19 = 19x19，五子获胜
preset-custom = 自定义

value-forbidden-refuse = 不允许落子，黑方重下
value-forbidden-loses = 判负
value-human-black = 执黑（先手）
value-human-white = 执白
value-time-seconds = { $seconds } 秒
value-size = { $cols } x { $rows }
settings-too-small = 需要 { $need_w }x{ $need_h }，而这个终端只有 { $have_w }x{ $have_h }
rule-about-freestyle = 无禁手：连成 k 子或更多即胜，黑白双方规则相同。
rule-about-exact = 标准：恰好连成 k 子才胜；六子或更多谁也不胜。
rule-about-caro = Caro：恰好 k 子，且两端未被对方同时堵住。
rule-about-renju = 连珠：五子胜；黑方不得走三三、四四或长连（禁手）。
value-on = 开
value-off = 关

prompt-label = 落子：
prompt-not-a-point = “{ $text }”不是一个落点：请输入列字母 A 到 { $last } 和行号 1 到 { $rows }，例如 H8
why-overline-standard = { $run } 子相连：标准规则下长连不算胜
why-overline-caro = { $run } 子相连：Caro 规则下长连不算胜
why-blocked = 两端都被堵住：Caro 规则下这 { $k } 子不算胜

kind = { $cols }x{ $rows }，{ $win } 子，{ $rule }，{ $players }
kind-pvp = 人人对战
kind-pvc = 人机对战（{ $level }）
kind-cvc = 机机对战（{ $black } 对 { $white }）
tally-pvc = 你 { $first } · 电脑 { $second } · 平局 { $draws }
tally-colours = 黑方 { $first } · 白方 { $second } · 平局 { $draws }
scores-unusable = { $path } 不是比分文件：文件会保留，在保存新比分时改名为 .bad
scores-unreadable = 无法读取 { $path }（{ $reason }）：不会记录比分
scores-not-regular = 它不是普通文件
scores-too-large = 文件太大
scores-not-saved = 比分未保存：{ $reason }
scores-not-set-aside = { $path } 不是比分文件，也无法移到一边（{ $reason }），所以没有覆盖它
title-scores = 比分
scores-none = 还没有下完的棋局。
question-reset-one = 清零 { $kind } 的比分吗？
question-reset-all = 清零全部比分吗？
