// @FlatTagged
private enum Hidden { case a(value: Int) }

// @FlatTagged
fileprivate enum FileHidden { case a(value: Int) }

private struct Outer {
    // @FlatTagged
    enum Inner { case a(value: Int) }
}
