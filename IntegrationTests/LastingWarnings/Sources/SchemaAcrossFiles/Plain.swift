// A file of the module without structs: check.sh edits it, and nothing is generated again.
public let plainRevision = 0
