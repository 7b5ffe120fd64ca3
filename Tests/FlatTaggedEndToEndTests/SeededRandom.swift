/// A small, fast, seeded generator (SplitMix64), so that every fuzzing run and every sample can
/// be repeated from its seed.
///
/// Three targets that can't share code keep a copy of this file, byte for byte: `flat-tagged-dev`
/// (the fuzzer and the corpus tools), the end-to-end tests (which draw the same samples) and the
/// runtime tests. A unit test compares the copies.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }
}
