# 棋钟、棋盘外的终局与网络对战。

clock-bad = “{ $text }”不是有效的用时：写 none，或 分钟+秒 如 10+5，或 分钟+秒x次数 如 5+30x3
clock-none = 不计时
clock-fischer = { $main } 分钟，每步加 { $increment } 秒
clock-byoyomi = { $main } 分钟，之后读秒 { $periods } × { $period } 秒
clock-periods = （{ $periods }）
clock-flag = 超时

end-reason-time = { $loser ->
    [black] 黑方
   *[white] 白方
}超时
end-reason-resign = { $loser ->
    [black] 黑方
   *[white] 白方
}认输
end-reason-forfeit = { $loser ->
    [black] 黑方
   *[white] 白方
}离开了对局
end-reason-agreement = 双方同意和棋

net-wrong-code = 对方使用了不同的邀请码
net-not-a-peer = 对方不是五子棋对局
net-version = 对方使用第 { $version } 版网络对局协议；双方需要相同版本的 gomoku
net-garbled = 有一条消息无法解密：连接已关闭
net-malformed = 对方发来的不是本游戏的消息：连接已关闭
net-too-long = 对方发来的消息过长：连接已关闭
net-flood = 对方一次发来过多消息：连接已关闭
net-out-of-turn = 对方不按轮次落子：连接已关闭
net-refused-move = 对方下了规则不允许的一手（{ $reason }）：连接已关闭
net-closed = 连接已关闭
net-silent = 对方没有回应
net-busy = 对方正忙
net-io = 网络出错：{ $reason }
net-address = 找不到地址 { $address }

field-clock = 棋钟

net-turned-away = 有人被拒之门外（{ $reason }）；仍在等待受邀的一方
net-lost = 连接中断：{ $reason }
net-joined = { $name } 已加入
net-playing = 正在与 { $name } 对局
net-opponent = 对手
net-chat-line = { $name }：{ $text }
net-said-yes = 对方同意了
net-said-no = 对方拒绝了
net-not-connected = 对方未连接
net-asked = 已询问 { $name }，等待回答
net-not-your-turn = 轮到 { $name } 走棋
net-hosting = 在端口 { $port } 开局：对方输入  gomoku join { $address } { $code }
net-hosting-no-address = 在端口 { $port } 开局，邀请码 { $code }
net-waiting = 等待对方
net-connecting = 正在连接…
net-connected = { $name } · { $ms } 毫秒
net-connected-no-latency = { $name }
net-away = { $name } 已离开 { $seconds } 秒
net-away-claim = { $name } 已离开 { $seconds } 秒：按 x 判胜，Ctrl-S 保存
net-failed = 未连接
net-line = 网络
net-chat-prompt = 说：
net-only = 只用于网络对局
pause-clocks = 棋钟已暂停
resume-clocks = 棋钟继续

help-chat = 网络对局：给对方发一句话
help-offer-draw = 网络对局：提议和棋
help-resign = 网络对局：认输（先确认）；对方久未回来时判自己胜

title-peer = 对方请求
question-peer-undo = { $name } 请求悔棋，同意吗？
question-peer-draw = { $name } 提议和棋，接受吗？
question-peer-rematch = { $name } 请求交换颜色再下一局，开始吗？
title-resign = 认输
question-resign = 认输这一局吗？
question-claim = { $name } 已离开很久，判自己胜吗？
net-code = 邀请码：{ $code }
net-port = 端口 { $port }：{ $addresses }
net-not-now = 网络对局中不可用

help-network = 联网对战：在本机开局，或加入别人的对局
help-net-menu-choose = 在端口、地址、邀请码之间切换
help-net-menu-enter = 在端口上：开局；在地址上：转到邀请码；在邀请码上：加入
help-net-menu-close = 关闭，不开始对局
hint-net-menu-enter = 开局/加入
title-network = 联网对战
net-menu-host = 在本机开局
net-menu-join = 加入别人开的局
net-menu-port = 端口
net-menu-address = 对方地址
net-menu-code = 邀请码
net-menu-about-port = 按回车在这个端口开局；要念给对方的邀请码随后显示在侧栏。
net-menu-about-address = 照对方屏幕上显示的填写，端口不是 7575 时加上 :端口（192.168.1.20、192.168.1.20:9000）。
net-menu-about-code = 对方屏幕上显示的邀请码，例如 7-crossbow-orbit；按回车加入。
net-menu-bad-port = 端口是 1 到 65535 之间的数字
net-menu-no-address = 请先输入对方的地址
net-menu-bad-code = 邀请码是一个数字加几个单词，例如 7-crossbow-orbit
net-menu-already = 已在网络对局中；按 q 离开
question-network = 开始联网对战会结束当前对局。继续吗？
kind-network = 网络对局：你对 { $name }
tally-network = 你 { $first } · { $name } { $second } · 平局 { $draws }
net-rematch-after-end = 这一局结束后才能请求再来一局：按 { $resign } 认输，按 { $draw } 提议和棋
