// Shows: the errors for private and fileprivate enums, which another file's extension can't reach.
// @FlatTagged
private enum Hidden { case a(value: Int) }

// @FlatTagged
fileprivate enum FileHidden { case a(value: Int) }

private struct Outer {
    // @FlatTagged
    enum Inner { case a(value: Int) }
}
