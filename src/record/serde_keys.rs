//! How the model's and the computer player's enums appear in files: as the same lower-case words
//! the command line takes (`rule = "caro"`, `level_black = "hard"`, `human = "white"`). They live
//! here rather than next to the types so the pure model carries no file format.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::model::{ForbiddenPolicy, Opening, Rule, Stone};

/// Serialises a type as the word its `$word` method gives and reads it back with its `FromStr`.
macro_rules! word_serde {
    ($ty:ty, $word:ident) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.$word())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                d.deserialize_str(WordVisitor::<$ty>::default())
            }
        }
    };
}

word_serde!(Rule, key);
word_serde!(ForbiddenPolicy, key);
word_serde!(Opening, key);

/// `Stone` as `black` / `white`.
pub struct StoneWord(pub Stone);

impl FromStr for StoneWord {
    type Err = String;

    fn from_str(s: &str) -> Result<StoneWord, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black" => Ok(StoneWord(Stone::Black)),
            "white" => Ok(StoneWord(Stone::White)),
            other => Err(format!(
                "unknown colour \"{other}\" (expected black or white)"
            )),
        }
    }
}

impl Serialize for Stone {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Stone::Black => "black",
            Stone::White => "white",
        })
    }
}

impl<'de> Deserialize<'de> for Stone {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Stone, D::Error> {
        d.deserialize_str(WordVisitor::<StoneWord>::default())
            .map(|w| w.0)
    }
}

/// Reads a string and parses it with `FromStr`, passing the parser's sentence on as the error.
struct WordVisitor<T>(std::marker::PhantomData<T>);

impl<T> Default for WordVisitor<T> {
    fn default() -> Self {
        WordVisitor(std::marker::PhantomData)
    }
}

impl<T: FromStr<Err = String>> Visitor<'_> for WordVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a word in quotes")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        v.parse().map_err(E::custom)
    }
}
