// Shows: the errors for enums declared in a function or a closure, where no extension can reach them.
func makeMessages() {
    // @FlatTagged
    enum Local { case a(value: Int) }
}

let closure = {
    // @FlatTagged
    enum InClosure { case a(value: Int) }
}
