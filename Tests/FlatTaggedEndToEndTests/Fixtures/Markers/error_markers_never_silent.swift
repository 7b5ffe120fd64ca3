// Shows: the errors for lines that look like markers but aren't: extra text, other spellings, no space.
// @FlatTagged: chat messages
enum A { case a(value: Int) }

// @FlatTagged.
enum B { case a(value: Int) }

/// @FlatTagged, with a description
enum C { case a(value: Int) }

// @FlatTaggedEnum
enum D { case a(value: Int) }

// @flattagged
enum E { case a(value: Int) }

// @FLATTAG("x")
enum F { case a(value: Int) }

// @FlatTags
enum G { case a(value: Int) }

//@FlatTagged
enum H {
    //@FlatTag("hh")
    case a(value: Int)
}
