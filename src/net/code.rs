//! Join codes: a number and two words (`7-crossbow-orbit`), easy to read aloud and to type.
//! The code is the password of the key exchange, so it is never sent: a guess costs the
//! guesser one connection, and the host turns each wrong one away.

use rand::Rng;

/// The words of a code; 256 of them, so two words and a number up to 99 make some 6.5
/// million codes, each tried only by connecting.
const WORDS: [&str; 256] = [
    "acid", "acorn", "actor", "adobe", "agent", "alarm", "album", "alpha", "amber", "anchor",
    "angle", "apple", "apron", "arrow", "aspen", "atlas", "attic", "autumn", "bacon", "badge",
    "bagel", "baker", "bamboo", "banjo", "barn", "basil", "basket", "beacon", "beaver", "bench",
    "berry", "bison", "blade", "blanket", "blossom", "board", "bonus", "boots", "bottle",
    "bramble", "brick", "bridge", "brook", "brush", "bucket", "bugle", "cabin", "cactus", "camel",
    "candle", "canoe", "canyon", "carbon", "cargo", "carpet", "castle", "cedar", "cello", "cherry",
    "chess", "chimney", "cider", "cinema", "circle", "citrus", "clock", "cloud", "clover",
    "cobalt", "cocoa", "comet", "compass", "copper", "coral", "cotton", "cougar", "crayon",
    "cricket", "crossbow", "crystal", "cupcake", "dagger", "daisy", "delta", "denim", "desert",
    "diesel", "dinner", "dolphin", "domino", "donkey", "dragon", "drum", "eagle", "easel", "echo",
    "elbow", "elder", "ember", "empire", "engine", "falcon", "feather", "fender", "ferry",
    "fiddle", "flannel", "flute", "forest", "fossil", "fountain", "fox", "galaxy", "garden",
    "garlic", "gecko", "ginger", "glacier", "globe", "goblet", "gopher", "granite", "gravel",
    "guitar", "hammer", "harbor", "harvest", "hazel", "helmet", "heron", "hickory", "honey",
    "hornet", "husky", "igloo", "island", "ivory", "jacket", "jaguar", "jasmine", "jelly",
    "jigsaw", "jungle", "kayak", "kernel", "kettle", "kitten", "koala", "ladder", "lagoon",
    "lantern", "laser", "lemon", "lentil", "lilac", "linen", "lizard", "lobster", "locket",
    "lotus", "magnet", "mango", "maple", "marble", "meadow", "melon", "meteor", "mint", "mirror",
    "mitten", "monkey", "mosaic", "muffin", "mustard", "napkin", "nectar", "needle", "nickel",
    "noodle", "nutmeg", "oasis", "ocean", "olive", "onion", "opal", "orbit", "orchid", "otter",
    "oyster", "paddle", "panda", "paper", "parrot", "pebble", "pepper", "piano", "pickle", "pilot",
    "pine", "pirate", "planet", "plum", "pocket", "pony", "potato", "prism", "pumpkin", "puzzle",
    "quartz", "quill", "rabbit", "radar", "radish", "raven", "ribbon", "river", "robin", "rocket",
    "saddle", "salmon", "sandal", "satin", "saturn", "scarf", "shadow", "silver", "sketch",
    "sleigh", "spider", "spruce", "squid", "statue", "summit", "sunset", "tango", "temple",
    "thunder", "tiger", "timber", "tomato", "topaz", "tractor", "tulip", "tunnel", "turtle",
    "umbrella", "valley", "velvet", "violin", "volcano", "waffle", "walnut", "walrus", "willow",
    "window", "winter",
];

/// A fresh code.
pub fn new_code() -> String {
    let mut rng = rand::rng();
    let number = rng.random_range(1..=99);
    let first = WORDS[rng.random_range(0..WORDS.len())];
    let second = WORDS[rng.random_range(0..WORDS.len())];
    format!("{number}-{first}-{second}")
}

/// The code as both sides compare it: lower case, words joined by single dashes, whatever
/// spaces or capitals were typed.
pub fn normalise(typed: &str) -> String {
    typed
        .split(|c: char| c == '-' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

/// Whether `typed` looks like a code at all (a number and words), before trying it.
pub fn looks_like_a_code(typed: &str) -> bool {
    let code = normalise(typed);
    let mut parts = code.split('-');
    let number = parts.next().is_some_and(|n| n.parse::<u32>().is_ok());
    let words: Vec<&str> = parts.collect();
    number
        && !words.is_empty()
        && words.len() <= 4
        && words
            .iter()
            .all(|w| w.chars().all(|c| c.is_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_code_is_a_number_and_two_known_words() {
        for _ in 0..50 {
            let code = new_code();
            assert!(looks_like_a_code(&code), "{code}");
            let parts: Vec<&str> = code.split('-').collect();
            assert_eq!(parts.len(), 3);
            assert!(parts[1..].iter().all(|w| WORDS.contains(w)));
        }
    }

    #[test]
    fn a_code_typed_with_spaces_or_capitals_is_the_same_code() {
        assert_eq!(normalise(" 7 Crossbow-ORBIT "), "7-crossbow-orbit");
        assert!(!looks_like_a_code("crossbow"));
        assert!(!looks_like_a_code("7"));
    }

    #[test]
    fn the_words_are_all_different() {
        let mut words = WORDS.to_vec();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), WORDS.len());
    }
}
