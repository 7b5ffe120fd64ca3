/// The lexing stage's output: a file with its tokens, comments included, and what was malformed
/// in it (unterminated literals and comments, invalid escapes).
struct LexedFile {
    let file: SourceFile
    let tokens: [Token]
    let problems: [LexicalProblem]
    /// The head of each line comment that could hold a marker, by the comment's start offset.
    let commentHeads: [Int: CommentHead]

    /// Lexes `file` completely.
    init(_ file: SourceFile) {
        let lexer = Lexer.tokenize(file.bytes)
        self.file = file
        self.tokens = lexer.tokens
        self.problems = lexer.problems
        self.commentHeads = lexer.commentHeads
    }
}
