# The catalogue's own check: a placeholder and a plural.
i18n-self-test = { $name } 和 { $count } 手
