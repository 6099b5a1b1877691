# The catalogue's own check: a placeholder and a plural.
i18n-self-test = { $name } and { $count } { $count ->
    [one] move
   *[other] moves
}
