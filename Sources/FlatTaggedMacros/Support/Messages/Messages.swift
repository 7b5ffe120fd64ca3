/// Every message the generator gives its users, one named entry each: the generator's contract
/// with them. Golden files record them, the DocC articles quote them, and no stage writes
/// message text of its own, so one rule has one wording.
///
/// The entries are grouped by the stage that reports them, one file each
/// (`Messages+Declarations.swift`, `Messages+Enums.swift`, a file per wire form, …), and sorted by name within a file. A
/// message names what is wrong, then how to fix it where that is known, after a semicolon or a
/// colon; it starts in lower case and ends without a period, as the compiler's do.
enum Messages {}
