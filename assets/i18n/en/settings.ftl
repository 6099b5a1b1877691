# The settings file: what the status line says when it could not be used or saved.

settings-no-home = no home directory: settings will not be saved
settings-unreadable = cannot read the settings file { $path } ({ $reason }); the defaults are used
settings-not-regular = settings file { $path } is not a regular file; the defaults are used and it is never written
settings-unusable = settings file { $path } is unusable ({ $reason }); the defaults are used, and saving settings keeps it as { $bad }
settings-not-text = it is not text
settings-toml-line = line { $line }: { $reason }
settings-too-large = it is larger than { $limit } bytes
settings-key-problem = { $key } ({ $why })
settings-key-problem-line = { $key } (line { $line }: { $why })
settings-out-of-range = { $value } is not from { $min } to { $max }
settings-win-range = { $win } is not from 3 to { $longest } on a { $cols }x{ $rows } board
settings-defaults-used = defaults used for { $keys }
settings-unknown-kept = unknown keys kept as they are: { $keys }
settings-values = settings file { $path }: { $parts }
settings-save-unreadable = cannot read { $path } ({ $reason }), so it was not replaced
settings-save-serialise = could not write the settings: { $reason }
settings-save-not-regular = { $path } is not a regular file
settings-save-dangling = { $path } is a link to nothing
settings-save-set-aside = { $path } is unusable and could not be kept aside ({ $reason })

mode-name = { $mode ->
    [pvp] human vs human
    [pvc] human vs computer
   *[cvc] computer vs computer
}

language-name = { $language ->
    [en] English
    [zh] 中文
   *[auto] as the system (locale)
}

level-name = { $level ->
    [random] random
    [easy] easy
    [medium] medium
    [hard] hard
   *[master] master
}
