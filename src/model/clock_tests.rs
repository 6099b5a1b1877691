use super::*;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn control(text: &str) -> TimeControl {
    text.parse().expect("a time control")
}

#[test]
fn time_controls_read_and_write_the_command_line_words() {
    assert_eq!(
        control("10+5"),
        TimeControl::Fischer {
            main: secs(600),
            increment: secs(5)
        }
    );
    assert_eq!(
        control("5+30x3"),
        TimeControl::ByoYomi {
            main: secs(300),
            period: secs(30),
            periods: 3
        }
    );
    assert_eq!(control("none"), TimeControl::Untimed);
    assert_eq!(control("0.5"), control("0.5+0"));
    for words in ["10+5", "5+30x3", "none", "0.5+0", "0+10"] {
        assert_eq!(control(words).to_string(), words);
    }
    for bad in [
        "ten", "10+", "5+30x0", "5+0x3", "0+0", "-1+5", "10+5x", "99999+1",
    ] {
        assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
    }
}

#[test]
fn sgf_keeps_the_control_in_tm_and_ot() {
    for words in ["10+5", "5+30x3", "3+0"] {
        let c = control(words);
        let (tm, ot) = c.sgf().expect("timed");
        assert_eq!(TimeControl::from_sgf(&tm.to_string(), Some(&ot)), Some(c));
    }
    assert_eq!(TimeControl::Untimed.sgf(), None);
}

#[test]
fn fischer_takes_the_time_spent_and_adds_the_increment() {
    let t0 = Instant::now();
    let mut clocks = Clocks::new(control("1+5"));
    clocks.start(Stone::Black, t0);
    assert_eq!(clocks.shown(Stone::Black, t0 + secs(10)).left, secs(50));
    assert_eq!(clocks.press(t0 + secs(10)), None);
    assert_eq!(clocks.stored(Stone::Black).main, secs(55));
    assert_eq!(clocks.running(), Some(Stone::White));
    assert_eq!(clocks.shown(Stone::White, t0 + secs(30)).left, secs(40));
    assert_eq!(
        clocks.shown(Stone::Black, t0 + secs(30)).left,
        secs(55),
        "the side not to move keeps its time"
    );
}

#[test]
fn a_flag_falls_when_the_main_time_is_gone() {
    let t0 = Instant::now();
    let mut clocks = Clocks::new(control("1+0"));
    clocks.start(Stone::Black, t0);
    assert_eq!(clocks.out_of_time(t0 + secs(59)), None);
    assert_eq!(clocks.out_of_time(t0 + secs(61)), Some(Stone::Black));
    assert_eq!(
        clocks.press(t0 + secs(61)),
        Some(Stone::Black),
        "too late to move"
    );
    assert_eq!(clocks.flagged(), Some(Stone::Black));
    assert!(clocks.shown(Stone::Black, t0 + secs(61)).flagged);
}

#[test]
fn byo_yomi_keeps_a_period_used_in_time_and_loses_one_overrun() {
    let t0 = Instant::now();
    let mut clocks = Clocks::new(control("0.5+10x2"));
    clocks.start(Stone::Black, t0);
    // 30 s main, then 5 s into the first period.
    let shown = clocks.shown(Stone::Black, t0 + secs(35));
    assert_eq!((shown.left, shown.periods), (secs(5), Some(2)));
    assert_eq!(clocks.press(t0 + secs(35)), None);
    assert_eq!(clocks.stored(Stone::Black).periods, 2, "moved in time");
    clocks.press(t0 + secs(36));
    // Black overruns one period (12 s of 10), the second still runs.
    let shown = clocks.shown(Stone::Black, t0 + secs(48));
    assert_eq!((shown.left, shown.periods), (secs(8), Some(1)));
    assert_eq!(clocks.press(t0 + secs(48)), None);
    assert_eq!(clocks.stored(Stone::Black).periods, 1);
    clocks.press(t0 + secs(49));
    assert_eq!(clocks.out_of_time(t0 + secs(60)), Some(Stone::Black));
}

#[test]
fn a_halted_clock_keeps_its_time_until_started_again() {
    let t0 = Instant::now();
    let mut clocks = Clocks::new(control("1+0"));
    clocks.start(Stone::White, t0);
    clocks.halt(t0 + secs(20));
    assert_eq!(clocks.running(), None);
    assert_eq!(clocks.shown(Stone::White, t0 + secs(500)).left, secs(40));
    clocks.start(Stone::White, t0 + secs(500));
    assert_eq!(clocks.shown(Stone::White, t0 + secs(510)).left, secs(30));
}

#[test]
fn the_computer_spends_a_share_and_never_all_it_has() {
    let t0 = Instant::now();
    let clocks = Clocks::new(control("1+0"));
    let budget = clocks.budget(Stone::Black, t0, 200);
    assert!(
        budget < secs(10) && budget > Duration::from_millis(500),
        "{budget:?}"
    );
    let mut clocks = Clocks::new(control("0+5x1"));
    clocks.start(Stone::Black, t0);
    let budget = clocks.budget(Stone::Black, t0 + secs(1), 200);
    assert!(budget < secs(4), "inside the period: {budget:?}");
}

#[test]
fn the_screen_shows_minutes_and_tenths_near_the_end() {
    assert_eq!(clock_text(secs(598)), "9:58");
    assert_eq!(clock_text(Duration::from_millis(8_430)), "8.4");
    assert_eq!(clock_text(secs(3723)), "1:02:03");
}
