// Another file of the module, without a marker: check.sh edits it, and the warnings about
// Warned.swift must still show on the next build.
public let otherRevision = 0
