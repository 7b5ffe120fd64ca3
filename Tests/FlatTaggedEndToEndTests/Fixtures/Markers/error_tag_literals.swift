// Shows: the errors for a number that is no integer tag (a fraction, out of Int's range) and for a bare word that is no option.
import FlatTagged

// @FlatTagged
enum Numbers {
    // @FlatTag(3.5)
    case fraction(value: Int)
    // @FlatTag(12345678901234567890123)
    case huge(value: Int)
    // @FlatTag(1, aliases: [2, 1e3])
    case exponent(value: Int)
}

// @FlatTagged
enum Words {
    // @FlatTag("a", default)
    case a(value: Int)
    // @FlatTag("b", "c")
    case b(value: Int)
}

// @FlatTagged(extern)
enum Misspelled {
    case a(value: Int)
}
