## 界面外观：主题、侧栏各行、状态行各部分。

end-forbidden-reason = 黑方在 { $point } 走了禁手（{ $why }）

panel-search = { $point }，搜索深度 { $depth }

field-theme = 主题
theme-name = { $theme ->
    [auto] 木纹（NO_COLOR 时单色）
    [wood] 木纹
    [dark] 深色终端
    [light] 浅色终端
    [mono] 单色
   *[ascii] 仅 ASCII
}

field-board-style = 棋盘
board-style-name = { $style ->
    [auto] 按棋盘大小
    [grid] 交叉点
   *[cells] 方格
}
field-move-numbers = 显示手数
