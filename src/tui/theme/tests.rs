//! What each theme promises: NO_COLOR picks mono unless a theme was named, ascii draws in
//! ASCII only, and every theme tells the two stones and the marks apart.

use super::*;

const ALL: &[ThemeName] = ThemeName::ALL;

fn colours(style: Style) -> [Option<Color>; 2] {
    [style.fg, style.bg]
}

fn styles(t: &Theme) -> [Style; 21] {
    [
        t.board,
        t.black_body,
        t.white_body,
        t.grid,
        t.star,
        t.label,
        t.black,
        t.white,
        t.last_move,
        t.winning,
        t.foul,
        t.cursor,
        t.cursor_side,
        t.forbidden,
        t.hint,
        t.title,
        t.selected,
        t.error,
        t.dim,
        t.message,
        Style::new(),
    ]
}

#[test]
fn no_color_picks_mono_unless_a_theme_was_named() {
    assert_eq!(Theme::new(ThemeName::Auto, false).name, ThemeName::Wood);
    assert_eq!(Theme::new(ThemeName::Auto, true).name, ThemeName::Mono);
    assert_eq!(Theme::new(ThemeName::Dark, true).name, ThemeName::Dark);
    for &name in ALL {
        let theme = Theme::new(name, true);
        if matches!(theme.name, ThemeName::Mono | ThemeName::Ascii) {
            for style in styles(&theme) {
                assert_eq!(colours(style), [None, None], "{name:?}: {style:?}");
            }
        }
    }
}

#[test]
fn the_ascii_theme_draws_with_ascii_only() {
    for no_color in [false, true] {
        let g = Theme::new(ThemeName::Ascii, no_color).glyphs;
        let mut all = vec![
            g.top_left,
            g.top,
            g.top_right,
            g.left,
            g.inner,
            g.right,
            g.bottom_left,
            g.bottom,
            g.bottom_right,
            g.edge_line,
            g.inner_line,
            g.edge_rule,
            g.inner_rule,
            g.star,
            g.black,
            g.white,
            g.forbidden,
            g.hint,
            g.choice.0,
            g.choice.1,
            g.separator,
            g.dash,
            g.ellipsis,
        ];
        all.extend(g.spinner);
        all.extend(g.cursor_marks.map_or([""; 2], |(a, b)| [a, b]));
        let b = g.border;
        all.extend([b.top_left, b.top_right, b.bottom_left, b.bottom_right]);
        all.extend([b.vertical_left, b.horizontal_top]);
        assert!(g.ascii);
        for glyph in all {
            assert!(glyph.is_ascii(), "{glyph:?}");
        }
    }
}

#[test]
fn each_theme_tells_the_two_stones_and_the_marks_apart() {
    for &name in ALL {
        let t = Theme::new(name, false);
        let g = t.glyphs;
        // Stones differ by glyph or by colour.
        assert!(g.black != g.white || t.black.fg != t.white.fg, "{name:?}");
        // Every mark changes what a stone looks like.
        for mark in [t.last_move, t.winning, t.foul, t.cursor] {
            let stone = t.black;
            assert_ne!(stone.patch(mark), stone, "{name:?}: {mark:?}");
            assert_ne!(t.white.patch(mark), t.white, "{name:?}: {mark:?}");
        }
        assert_ne!(t.last_move, t.winning, "{name:?}");
        assert_ne!(t.last_move, t.cursor, "{name:?}");
        // Empty points that mean something have their own glyph.
        let glyphs = [g.inner, g.star, g.forbidden, g.hint, g.black, g.white];
        for (i, a) in glyphs.iter().enumerate().take(4) {
            assert!(!glyphs[i + 1..].contains(a), "{name:?}: {a}");
        }
    }
}
