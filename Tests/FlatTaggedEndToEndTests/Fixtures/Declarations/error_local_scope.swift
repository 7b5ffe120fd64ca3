func makeMessages() {
    // @FlatTagged
    enum Local { case a(value: Int) }
}

let closure = {
    // @FlatTagged
    enum InClosure { case a(value: Int) }
}
