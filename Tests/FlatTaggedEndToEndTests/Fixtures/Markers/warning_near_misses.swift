// Shows: the warnings for near misses of the markers' spelling, and prose that is not one.
// @FlatTaged
enum A { case a(value: Int) }

// @flatTagged
enum B { case a(value: Int) }

// FlatTagged
enum C { case a(value: Int) }

// @FlatTagged (key: "kind")
enum D { case a(value: Int) }

// @Flattag("x")
enum E { case a(value: Int) }

// A comment about FlatTagged enums is prose, not a near miss.
enum F { case a(value: Int) }
