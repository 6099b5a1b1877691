//! What the player asked for, independent of the key that asked: the key map turns key presses
//! into these, the app decides what each means on the screen it shows.

/// A request of the player (or of the terminal: a resize, a signal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    /// Enter or Space: place a stone, or confirm in a panel.
    Select,
    /// A left click at a terminal cell (column, row).
    Click(u16, u16),
    Undo,
    Redo,
    NewGame,
    Settings,
    Help,
    Hint,
    /// Analysis mode on or off: the engine's best lines for the position shown.
    Analyse,
    /// In review: the engine reviews every move (or stops).
    Judge,
    /// In review: to the next move the engine's review marked.
    NextMark,
    /// In review: to the previous move the engine's review marked.
    PreviousMark,
    /// Esc: close the open panel.
    Close,
    /// `q`: quit, after confirmation while a game is in progress.
    Quit,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Ctrl-S: save the game as a new file.
    Save,
    /// Ctrl-O: the picker of saved games and samples.
    Open,
    /// `v`: step through the game (review mode).
    Review,
    /// `c` in review: play on from the position shown.
    Continue,
    /// Home / End: the first or last position of a review.
    First,
    Last,
    /// `/` or `p` in the picker: type a file's path.
    Path,
    /// Tab while typing a path: complete it from the files there.
    Complete,
    /// `p` (or Space, between computers): stop or go on with computer against computer.
    Pause,
    /// `.`: while paused, the computer plays one move.
    Step,
    /// `+` / `-`: a longer or shorter wait between the computers' moves.
    LongerWait,
    ShorterWait,
    /// Tab: the tallies of every kind of game.
    Scores,
    /// In the scores: forget the selected tally / every tally.
    Reset,
    ResetAll,
    /// In a swap opening: take black (the other player has white and moves).
    TakeBlack,
    /// In a swap2 opening, after three stones: place two more and let the first player choose.
    PlaceTwo,
    /// `:` or `g`: type a move's point.
    Prompt,
    /// `>` in review: into the next variation of the next move (or of the move shown).
    Variation,
    /// `<` in review: back to the line the variation branched from.
    ParentLine,
    /// `x` or Delete in review: remove the variation followed.
    RemoveVariation,
    /// `m` in review: make the line followed the main line.
    MainLine,
    /// `1` `2` `3` in review with the analysis on: play that candidate's line into the review
    /// (0 is the best).
    PlayLine(u8),
    /// `c`, in a network game: type a chat line.
    Chat,
    /// `o`, in a network game: offer a draw.
    OfferDraw,
    /// `x`, in a network game: resign, or claim the game once the other side is long gone.
    Resign,
    /// `m`: the Network box, to host a game or join one.
    Network,
    /// A character typed into a text field.
    Type(char),
    /// Backspace in a text field.
    Backspace,
    /// Ctrl-C, or a signal: quit at once.
    ForceQuit,
    /// Ctrl-Z: give the terminal back to the shell until `fg`. The loop does it; the app has
    /// nothing to change.
    Suspend,
    /// The terminal changed size (columns, rows).
    Resize(u16, u16),
}
