// Shows: the errors for case markers: on several cases, not before a case, malformed, stray.
// @FlatTagged
enum Marked {
    // @FlatTag("ab")
    case a, b
    // @FlatTag("f")
    func notACase() {}
    case c(value: Int)
    // @FlatTag()
    case d
    // @FlatTag("x", wrong: 1)
    case e
    // @FlatTag
    case f
}

enum Unmarked {
    // @FlatTag("x")
    case a
}

// @FlatTag("stray")
func stray() {}

// Before a type, @FlatTag declares a family member; before a protocol it is misplaced.
// @FlatTag("protocol")
protocol NotAMember {}
