//! Any bytes read as a saved game (SGF, or Piskvork .psq when the name says so): no panic, and
//! every record that loads replays to a legal game that writes and reads back the same.
#![no_main]

use gomoku::record::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for psq in [false, true] {
        if let Ok(record) = Record::parse_bytes(data, psq) {
            let again = Record::parse_bytes(record.to_sgf().as_bytes(), false)
                .expect("what we write, we read");
            assert_eq!(again.moves(), record.moves());
            assert_eq!(again.rules(), record.rules());
        }
    }
});
