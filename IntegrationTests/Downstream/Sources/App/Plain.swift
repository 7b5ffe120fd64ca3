/// A file without a marker: its generated file is empty.
public struct Plain: Sendable {}
