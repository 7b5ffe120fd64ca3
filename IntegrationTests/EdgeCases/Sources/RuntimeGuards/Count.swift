/// A scalar behind a typealias in another file: the generator can't see that it is an `Int`.
public typealias Count = Int
