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
