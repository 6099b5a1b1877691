//! What a colour code looks like and how well two colours read on each other: xterm's palette
//! for the indexed colours and the WCAG 2 contrast ratio. The themes are chosen by these
//! numbers and the tests hold them to them.

use ratatui::style::Color;

/// The 16 standard colours as xterm draws them by default. Every terminal has its own (the
/// Linux console's VGA colours, a user's scheme): for these 16 the RGB is the terminal's
/// choice, and xterm's is the one the themes are checked against.
const XTERM_16: [(u8, u8, u8); 16] = [
    (0, 0, 0),
    (205, 0, 0),
    (0, 205, 0),
    (205, 205, 0),
    (0, 0, 238),
    (205, 0, 205),
    (0, 205, 205),
    (229, 229, 229),
    (127, 127, 127),
    (255, 0, 0),
    (0, 255, 0),
    (255, 255, 0),
    (92, 92, 255),
    (255, 0, 255),
    (0, 255, 255),
    (255, 255, 255),
];

/// The RGB of palette entry `index`: the 16 standard colours as xterm's defaults, 16–231 the
/// 6x6x6 cube, 232–255 the grey ramp. The cube and the ramp are the same in nearly every
/// terminal that has 256 colours.
pub fn indexed_rgb(index: u8) -> (u8, u8, u8) {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match index {
        0..=15 => XTERM_16[index as usize],
        16..=231 => {
            let i = index - 16;
            let level = |n: u8| LEVELS[n as usize];
            (level(i / 36), level(i / 6 % 6), level(i % 6))
        }
        _ => {
            let grey = 8 + 10 * (index - 232);
            (grey, grey, grey)
        }
    }
}

/// The palette index of a named standard colour.
fn standard_index(color: Color) -> Option<u8> {
    let index = match color {
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
        Color::Indexed(i) => i,
        _ => return None,
    };
    Some(index)
}

/// The RGB a colour code stands for on xterm's palette; `None` for the terminal's default
/// (`Reset`), which only the terminal knows.
pub fn rgb(color: Color) -> Option<(u8, u8, u8)> {
    match color {
        Color::Rgb(r, g, b) => Some((r, g, b)),
        Color::Reset => None,
        other => standard_index(other).map(indexed_rgb),
    }
}

/// The bright form xterm draws a bold standard colour 0–7 in (its `boldColors`, on by
/// default; many terminals leave it off); `None` where bold leaves the colour as it is.
pub fn bold_bright(color: Color) -> Option<Color> {
    match (color, standard_index(color)?) {
        (Color::Indexed(_), _) => None,
        (_, i @ 0..=7) => Some(Color::Indexed(i + 8)),
        _ => None,
    }
}

/// WCAG 2 relative luminance of an sRGB colour.
pub fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        match c <= 0.04045 {
            true => c / 12.92,
            false => ((c + 0.055) / 1.055).powf(2.4),
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black and white).
pub fn ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Half-way from `fg` to `bg`: how a dim (faint) colour is counted, as most terminals draw it.
pub fn dimmed(fg: (u8, u8, u8), bg: (u8, u8, u8)) -> (u8, u8, u8) {
    let mid = |a: u8, b: u8| ((u16::from(a) + u16::from(b)) / 2) as u8;
    (mid(fg.0, bg.0), mid(fg.1, bg.1), mid(fg.2, bg.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_and_the_ratio_agree_with_xterm_and_wcag() {
        assert_eq!(indexed_rgb(16), (0, 0, 0));
        assert_eq!(indexed_rgb(137), (175, 135, 95));
        assert_eq!(indexed_rgb(231), (255, 255, 255));
        assert_eq!(indexed_rgb(243), (118, 118, 118));
        assert_eq!(rgb(Color::Yellow), Some((205, 205, 0)));
        assert_eq!(rgb(Color::Reset), None);
        assert!((ratio((0, 0, 0), (255, 255, 255)) - 21.0).abs() < 1e-9);
        // The figure: grey 243 black stones under the old cursor, 25, were 1.4:1.
        let old = ratio(indexed_rgb(243), indexed_rgb(25));
        assert!((old - 1.4).abs() < 0.05, "{old}");
        assert_eq!(bold_bright(Color::Black), Some(Color::Indexed(8)));
        assert_eq!(bold_bright(Color::DarkGray), None);
        assert_eq!(bold_bright(Color::Indexed(100)), None);
    }
}
