// Shows: two marked enums in one file, and an unmarked one left alone.
// @FlatTagged
enum First { case a(value: Int) }

enum Unmarked { case plain(Int, Int) }

// @FlatTagged(key: "k")
enum Second { case b(value: Int) }
