/// Builds the declaration model from tokens: scopes, `#if` blocks, imports, every enum with its
/// cases, and the markers that apply to them.
///
/// It reads declarations, not expressions: inside code it only tracks braces, so that local
/// types are known to be local. Scopes are kept on an explicit stack, never by recursion, so
/// no nesting depth can exhaust the call stack. Each token is visited a bounded number of times.
struct DeclarationParser {
    private let file: SourceFile
    private let tokens: [Token]
    private var markers: MarkerParser
    private var result = FileDeclarations()

    /// One open brace.
    private struct Frame {
        var kind: ScopeKind
        /// The name path this scope adds (`["Outer"]`, or `["Foo", "Bar"]` for `extension Foo.Bar`).
        var path: [String] = []
        var access: AccessLevel?
        var genericParameters: [String] = []
        /// Index into `result.enums` when this frame is an enum body.
        var enumIndex: Int?
        /// `conditionals.count` when the frame opened.
        var conditionalDepth: Int
    }

    /// One open `#if` block.
    private struct ConditionalBlock {
        var clause: ConditionalClause
        var frameDepth: Int
    }

    private var frames: [Frame] = []
    private var conditionals: [ConditionalBlock] = []
    /// `#if` conditions the generated code could not repeat; errors only in files with markers.
    private var conditionProblems: [LexicalProblem] = []

    /// State that applies to the next declaration.
    private var pendingEnumMarker: EnumMarker?
    private var pendingCaseMarker: CaseMarker?
    private var pendingAccess: AccessLevel?
    private var pendingIndirect = false
    private var pendingNonisolated = false
    private var pendingGlobalActor = false
    private var pendingDeclarationStart: Int?

    /// Parses a whole file.
    static func parse(_ file: SourceFile) -> FileDeclarations {
        let lexer = Lexer.tokenize(file.bytes)
        var parser = DeclarationParser(file: file, tokens: lexer.tokens)
        parser.run()
        if parser.result.hasMarkers {
            for problem in lexer.problems + parser.conditionProblems {
                parser.result.diagnostics.append(.error(problem.message, at: file.location(of: problem.offset)))
            }
        }
        parser.result.diagnostics.append(contentsOf: parser.markers.diagnostics)
        parser.result.diagnostics.sort { $0.location < $1.location }
        return parser.result
    }

    private init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        self.markers = MarkerParser(file: file)
        self.frames = [Frame(kind: .file, conditionalDepth: 0)]
    }

    // MARK: - Token helpers

    private func text(_ token: Token) -> String {
        file.text(token.range)
    }

    /// The identifier's name without backticks.
    private func name(_ token: Token) -> String {
        token.isBackticked ? file.text((token.start + 1)..<(token.end - 1)) : file.text(token.range)
    }

    /// The keyword a token spells, if it is an unescaped identifier that spells one.
    private func keyword(_ token: Token) -> Keyword? {
        guard token.kind == .identifier, !token.isBackticked else { return nil }
        return file.bytes.withUnsafeBufferPointer { Keyword.classify($0, token.range) }
    }

    private func isComment(_ token: Token) -> Bool {
        token.kind == .lineComment || token.kind == .docLineComment || token.kind == .blockComment
    }

    /// The index of the next non-comment token at or after `index`.
    private func significant(from index: Int) -> Int {
        var index = index
        while index < tokens.count, isComment(tokens[index]) { index += 1 }
        return index
    }

    /// The previous non-comment token before `index`.
    private func previousSignificant(before index: Int) -> Token? {
        var index = index - 1
        while index >= 0 {
            if !isComment(tokens[index]) { return tokens[index] }
            index -= 1
        }
        return nil
    }

    private func location(_ token: Token) -> SourceLocation {
        file.location(of: token.start)
    }

    private func line(of offset: Int) -> Int {
        file.location(of: offset).line
    }

    /// The source text of `tokens[range]`, comments dropped, whitespace between tokens collapsed
    /// to one space.
    private func joinedText(_ range: Range<Int>) -> String {
        var text = ""
        var previousEnd: Int?
        for index in range where !isComment(tokens[index]) {
            let token = tokens[index]
            if let previousEnd, previousEnd < token.start { text += " " }
            text += file.text(token.range)
            previousEnd = token.end
        }
        return text
    }

    /// A binary operator between two operands needs whitespace on both sides or on neither:
    /// `a + b` and `a+b` are binary, `a +b` is not.
    private func hasConsistentSpacing(_ index: Int, within range: Range<Int>) -> Bool {
        guard index > range.lowerBound, index + 1 < range.upperBound else { return true }
        let previous = tokens[index - 1]
        let next = tokens[index + 1]
        guard endsOperand(previous), startsOperand(next) || next.kind == .leftParen || next.kind == .period else {
            return true
        }
        return (previous.end < tokens[index].start) == (tokens[index].end < next.start)
    }

    /// Keywords that join two operands or start a statement: `x as Int`, `try f()`,
    /// `{ x in return x }`.
    private static let joiningWords: Set<String> = [
        "as", "is", "try", "await", "in", "throws", "async", "rethrows", "return", "throw", "if", "else", "guard",
        "switch", "case", "default", "for", "while", "repeat", "do", "catch", "defer", "where", "some", "any",
        "let", "var", "inout", "break", "continue", "fallthrough", "consume", "copy", "borrowing", "consuming",
    ]

    private func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return !Self.joiningWords.contains(text(token))
        case .dollarIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace: return true
        default: return false
        }
    }

    private func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return !Self.joiningWords.contains(text(token))
        case .dollarIdentifier, .number, .string, .regex, .poundKeyword: return true
        default: return false
        }
    }

    /// The index after the token that closes the group opened at `index` (`(`, `[` or `<`).
    /// Closures inside the group (`= { _ in }`) are followed; a `}` that would close an
    /// enclosing scope ends the group, so malformed input cannot run past its scope.
    private func skipGroup(from index: Int) -> Int {
        var depth = 0
        var braces = 0
        var index = index
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth -= 1
                if depth <= 0 { return index + 1 }
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces == 0 { return index }
                braces -= 1
            default: break
            }
            index += 1
        }
        return index
    }

    // MARK: - Driver

    private mutating func run() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .lineComment, .docLineComment:
                handleComment(token)
                index += 1
            case .blockComment:
                index += 1
            case .poundKeyword:
                index = handleDirective(at: index)
            case .at:
                if pendingDeclarationStart == nil { pendingDeclarationStart = token.start }
                if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                    text(tokens[index + 1]) == "MainActor" || text(tokens[index + 1]).hasSuffix("Actor")
                {
                    pendingGlobalActor = true
                }
                index = skipAttribute(at: index)
            case .leftBrace:
                rejectPendingEnumMarker(found: "'{'")
                clearPending()
                frames.append(Frame(kind: .local, conditionalDepth: conditionals.count))
                index += 1
            case .rightBrace:
                closeFrame(at: token)
                clearPending()
                index += 1
            case .identifier:
                index = handleIdentifier(at: index)
            default:
                index += 1
            }
        }
        rejectPendingEnumMarker(found: "the end of the file")
        rejectPendingCaseMarker()
        if frames.count > 1, result.hasMarkers {
            result.diagnostics.append(
                .error("expected '}' to close this scope before the end of the file", at: file.location(of: file.bytes.count)))
        }
        while frames.count > 1 { finishFrame(frames.removeLast()) }
    }

    private mutating func clearPending() {
        pendingAccess = nil
        pendingIndirect = false
        pendingNonisolated = false
        pendingGlobalActor = false
        pendingDeclarationStart = nil
    }

    // MARK: - Markers

    private mutating func handleComment(_ token: Token) {
        guard MarkerParser.mayContainMarker(file.bytes[token.range]) else { return }
        switch markers.parse(comment: token) {
        case .enumMarker(let marker)?:
            result.hasMarkers = true
            rejectPendingEnumMarker(found: "another @FlatTagged marker")
            pendingEnumMarker = marker
        case .caseMarker(let marker)?:
            result.hasMarkers = true
            rejectPendingCaseMarker()
            pendingCaseMarker = marker
        case nil:
            break
        }
    }

    private mutating func rejectPendingEnumMarker(found: String) {
        guard let marker = pendingEnumMarker else { return }
        result.diagnostics.append(
            .error("@FlatTagged must be followed by an enum declaration; found \(found)", at: marker.location))
        pendingEnumMarker = nil
    }

    private mutating func rejectPendingCaseMarker() {
        guard let marker = pendingCaseMarker else { return }
        result.diagnostics.append(
            .error("@FlatTag must be followed by a 'case' of a @FlatTagged enum", at: marker.location))
        pendingCaseMarker = nil
    }

    // MARK: - Directives

    private mutating func handleDirective(at start: Int) -> Int {
        let directive = text(tokens[start])
        if ["#if", "#elseif", "#else", "#endif"].contains(directive) {
            // Attributes and modifiers before a clause boundary belong to no declaration after it.
            clearPending()
        }
        switch directive {
        case "#if", "#elseif":
            let (condition, next) = readCondition(after: start)
            if directive == "#if" {
                conditionals.append(
                    ConditionalBlock(
                        clause: ConditionalClause(earlierConditions: [], condition: condition),
                        frameDepth: frames.count))
            } else if let top = conditionals.last, top.frameDepth == frames.count, let current = top.clause.condition {
                conditionals[conditionals.count - 1].clause.earlierConditions.append(current)
                conditionals[conditionals.count - 1].clause.condition = condition
            }
            return next
        case "#else":
            if let top = conditionals.last, top.frameDepth == frames.count, let current = top.clause.condition {
                conditionals[conditionals.count - 1].clause.earlierConditions.append(current)
                conditionals[conditionals.count - 1].clause.condition = nil
            }
            return start + 1
        case "#endif":
            if let top = conditionals.last, top.frameDepth == frames.count {
                conditionals.removeLast()
            }
            return start + 1
        default:
            return start + 1
        }
    }

    /// The condition after `#if`: the rest of the line, continued while parentheses are open or
    /// the line ends with `&&` or `||`.
    private mutating func readCondition(after start: Int) -> (String, Int) {
        var index = start + 1
        var depth = 0
        var currentLine = line(of: tokens[start].start)
        var first = index
        var last = index
        while index < tokens.count {
            let token = tokens[index]
            if isComment(token) {
                index += 1
                continue
            }
            let tokenLine = line(of: token.start)
            if tokenLine != currentLine {
                let previous = previousSignificant(before: index)
                let continues =
                    depth > 0
                    || (previous.map { $0.kind == .operator && ["&&", "||"].contains(text($0)) } ?? false)
                guard continues, token.kind != .poundKeyword else { break }
                currentLine = tokenLine
            }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            if token.kind == .leftBrace || token.kind == .rightBrace { break }
            if first == start + 1 && index == start + 1 { first = index }
            index += 1
            last = index
        }
        if !isWellFormedCondition(first..<last) {
            conditionProblems.append(LexicalProblem(offset: tokens[start].start, message: "malformed #if condition '\(joinedText(first..<last))'"))
        }
        return (joinedText(first..<last), last)
    }

    /// Whether `#if` condition tokens follow the grammar of compilation conditions:
    /// `!`, `&&`, `||`, parentheses, names, and calls such as `os(iOS)`, `compiler(>=6.2)` or
    /// `canImport(Foundation.NSString, _version: 1.2)`. The generated code repeats conditions,
    /// so a malformed one must be reported rather than copied.
    private func isWellFormedCondition(_ range: Range<Int>) -> Bool {
        let condition = range.filter { !isComment(tokens[$0]) }.map { tokens[$0] }
        var position = 0
        func peekText() -> String? { position < condition.count ? text(condition[position]) : nil }
        func term() -> Bool {
            guard position < condition.count else { return false }
            let token = condition[position]
            if token.kind == .operator, text(token) == "!" {
                position += 1
                return term()
            }
            if token.kind == .leftParen {
                position += 1
                guard expression(), position < condition.count, condition[position].kind == .rightParen else { return false }
                position += 1
                return true
            }
            // `$Embedded` and other `$` features are names too.
            guard token.kind == .identifier || token.kind == .dollarIdentifier, keyword(token) == nil,
                !Self.joiningWords.contains(text(token))
            else {
                return false
            }
            position += 1
            guard position < condition.count, condition[position].kind == .leftParen,
                condition[position].start == token.end
            else { return true }
            position += 1
            // Arguments: `>=6.2`, `<5.9`, `Foundation.NSString`, `_version: 1.2`, separated by commas.
            while true {
                if position < condition.count, condition[position].kind == .leftAngle || condition[position].kind == .rightAngle {
                    position += 1
                    if peekText() == "=" { position += 1 }
                    guard position < condition.count, condition[position].kind == .number else { return false }
                    position += 1
                } else {
                    if position + 1 < condition.count, condition[position].kind == .identifier,
                        condition[position + 1].kind == .colon
                    {
                        position += 2
                    }
                    guard position < condition.count, [.identifier, .number].contains(condition[position].kind),
                        keyword(condition[position]) == nil, !Self.joiningWords.contains(text(condition[position]))
                    else {
                        return false
                    }
                    position += 1
                    while position + 1 < condition.count, condition[position].kind == .period,
                        [.identifier, .number].contains(condition[position + 1].kind)
                    {
                        position += 2
                    }
                }
                guard position < condition.count else { return false }
                if condition[position].kind == .comma {
                    position += 1
                    continue
                }
                guard condition[position].kind == .rightParen else { return false }
                position += 1
                return true
            }
        }
        func expression() -> Bool {
            guard term() else { return false }
            while let next = peekText(), next == "&&" || next == "||" {
                let spacedBefore = condition[position - 1].end < condition[position].start
                let spacedAfter = position + 1 < condition.count && condition[position].end < condition[position + 1].start
                guard spacedBefore == spacedAfter else { return false }
                position += 1
                guard term() else { return false }
            }
            return true
        }
        // Recursion follows parentheses; absurd nesting is simply malformed.
        guard condition.count < 1_000, condition.filter({ $0.kind == .leftParen }).count < 64 else { return false }
        return expression() && position == condition.count
    }

    private func currentClauses(from depth: Int) -> [ConditionalClause] {
        guard depth < conditionals.count else { return [] }
        return conditionals[depth...].map(\.clause)
    }

    // MARK: - Attributes

    /// Skips `@name`, `@A.B` and `@name(…)` where the parenthesis touches the name.
    private func skipAttribute(at start: Int) -> Int {
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return index }
        index += 1
        while index + 1 < tokens.count, tokens[index].kind == .period, tokens[index + 1].kind == .identifier {
            index += 2
        }
        if index < tokens.count, tokens[index].kind == .leftParen, tokens[index].start == tokens[index - 1].end {
            index = skipGroup(from: index)
        }
        return index
    }

    // MARK: - Identifiers and declarations

    private mutating func handleIdentifier(at index: Int) -> Int {
        let token = tokens[index]
        guard let word = keyword(token), previousSignificant(before: index)?.kind != .period else {
            // Checked first: this runs for every identifier, and the message costs a string.
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(text(token))'") }
            return index + 1
        }
        if word.isModifier || (word == .class && isClassModifier(at: index)) {
            if pendingDeclarationStart == nil { pendingDeclarationStart = token.start }
            var next = index + 1
            let following = significant(from: next)
            if following < tokens.count, tokens[following].kind == .leftParen, tokens[following].start == token.end {
                // `private(set)`, `nonisolated(unsafe)`: not the declaration's own access.
                next = skipGroup(from: following)
            } else if let access = AccessLevel(rawValue: word.rawValue) {
                pendingAccess = access
            } else if word == .indirect {
                pendingIndirect = true
            } else if word == .nonisolated {
                pendingNonisolated = true
            }
            return next
        }
        if word.opensTypeBody {
            // `func drop(enum name: String)`: a keyword as an argument label declares nothing.
            let previous = previousSignificant(before: index)?.kind
            if previous != .leftParen, previous != .comma, let next = parseTypeDeclaration(keyword: word, at: index) {
                return next
            }
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
            return index + 1
        }
        if word.isOtherDeclaration {
            if word == .case, let enumIndex = frames.last?.enumIndex {
                return parseCase(at: index, enumIndex: enumIndex)
            }
            if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
            if word != .case { rejectPendingCaseMarker() }
            if word == .import, frames.count == 1 {
                return parseImport(at: index)
            }
            clearPending()
            return index + 1
        }
        if pendingEnumMarker != nil { rejectPendingEnumMarker(found: "'\(word.rawValue)'") }
        return index + 1
    }

    /// `class func`, `class var`: `class` as a modifier, not a class declaration.
    private func isClassModifier(at index: Int) -> Bool {
        let next = significant(from: index + 1)
        guard next < tokens.count else { return false }
        if let word = keyword(tokens[next]) { return word.followsClassModifier }
        return tokens[next].kind == .at
    }

    private mutating func parseImport(at index: Int) -> Int {
        let start = pendingDeclarationStart ?? tokens[index].start
        let importLine = line(of: tokens[index].start)
        var end = index + 1
        while end < tokens.count, !isComment(tokens[end]), line(of: tokens[end].start) == importLine,
            tokens[end].kind == .identifier || tokens[end].kind == .period
        {
            end += 1
        }
        let firstIndex = tokens.firstIndex { $0.start >= start } ?? index
        if !isWellFormedImport(prefix: firstIndex..<index, path: (index + 1)..<end) {
            conditionProblems.append(
                LexicalProblem(offset: tokens[index].start, message: "malformed import '\(joinedText(firstIndex..<end))'"))
        }
        result.imports.append(
            ImportDeclaration(
                text: joinedText(firstIndex..<end), conditions: currentClauses(from: 0), location: location(tokens[index])))
        clearPending()
        return end
    }

    /// `@testable public import struct Foundation.URL`: attributes and modifiers, an optional
    /// kind, and a dotted path with at least two names after a kind.
    private func isWellFormedImport(prefix: Range<Int>, path: Range<Int>) -> Bool {
        var index = prefix.lowerBound
        while index < prefix.upperBound {
            let token = tokens[index]
            if isComment(token) {
                index += 1
            } else if token.kind == .at {
                let next = skipAttribute(at: index)
                guard next > index + 1 else { return false }
                index = next
            } else if let word = keyword(token), AccessLevel(rawValue: word.rawValue) != nil {
                index += 1
            } else {
                return false
            }
        }
        var names: [Token] = []
        var expectName = true
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var pathStart = path.lowerBound
        let hasKind = pathStart < path.upperBound && kinds.contains(text(tokens[pathStart]))
        if hasKind { pathStart += 1 }
        for index in pathStart..<path.upperBound {
            let token = tokens[index]
            if expectName {
                guard token.kind == .identifier else { return false }
                names.append(token)
            } else if token.kind != .period {
                return false
            }
            expectName.toggle()
        }
        guard !expectName, !names.isEmpty, names.allSatisfy({ keyword($0) == nil }) else { return false }
        return hasKind ? names.count >= 2 : true
    }

    /// Parses `enum Name<T>: A, B where … {` and opens its body. Returns nil when the keyword
    /// does not start a type declaration after all.
    private mutating func parseTypeDeclaration(keyword: Keyword, at index: Int) -> Int? {
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return nil }
        if keyword == .actor || keyword == .protocol {
            // Contextual: `actor` is a declaration only when a name follows on the same line.
            guard line(of: tokens[nameIndex].start) == line(of: tokens[index].start) else { return nil }
        }
        // The name path: `extension Foo.Bar`, `extension Swift.Array`.
        var path = [name(tokens[nameIndex])]
        var cursor = nameIndex + 1
        if keyword == .extension {
            while cursor + 1 < tokens.count, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier {
                path.append(name(tokens[cursor + 1]))
                cursor += 2
            }
        }
        var genericParameters: [String] = []
        if cursor < tokens.count, tokens[cursor].kind == .leftAngle {
            let end = skipGroup(from: cursor)
            if keyword != .extension { genericParameters = parseGenericParameterNames(cursor..<end) }
            cursor = end
        }
        // Inheritance and `where`, up to the body's brace.
        var inheritance: [String] = []
        var whereClause: String?
        var entryStart: Int?
        var whereStart: Int?
        var depth = 0
        var scan = cursor
        while scan < tokens.count {
            let token = tokens[scan]
            if isComment(token) {
                scan += 1
                continue
            }
            switch token.kind {
            case .leftBrace where depth == 0:
                break
            case .rightBrace, .semicolon:
                return nil
            case .leftParen, .leftBracket, .leftAngle:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth = max(0, depth - 1)
            case .colon where depth == 0 && entryStart == nil && whereStart == nil:
                entryStart = scan + 1
            case .comma where depth == 0 && whereStart == nil:
                if let start = entryStart {
                    inheritance.append(joinedText(start..<scan))
                    entryStart = scan + 1
                }
            case .identifier where depth == 0 && whereStart == nil && self.keyword(token) == .where:
                if let start = entryStart { inheritance.append(joinedText(start..<scan)) }
                entryStart = nil
                whereStart = scan + 1
            case .identifier where depth == 0 && keyword != .extension:
                // A declaration keyword before any brace: this was not a type header.
                if let word = self.keyword(token), word.opensTypeBody || word == .func || word == .var || word == .let {
                    return nil
                }
            default:
                break
            }
            if token.kind == .leftBrace && depth == 0 { break }
            scan += 1
        }
        guard scan < tokens.count else { return nil }
        if let start = entryStart, start < scan { inheritance.append(joinedText(start..<scan)) }
        if let start = whereStart { whereClause = joinedText(start..<scan) }

        let access = pendingAccess
        let isIndirect = pendingIndirect
        let isNonisolated = pendingNonisolated
        let hasGlobalActor = pendingGlobalActor
        let marker = pendingEnumMarker
        pendingEnumMarker = nil
        if marker != nil, keyword != .enum {
            result.diagnostics.append(
                .error(
                    "@FlatTagged must be followed by an enum declaration; found '\(keyword.rawValue) \(path.joined(separator: "."))'",
                    at: marker!.location))
        }
        rejectPendingCaseMarker()
        clearPending()

        let scopeName = path.joined(separator: ".")
        if let parent = frames.last?.enumIndex {
            result.enums[parent].nestedTypeNames.append(scopeName)
        }
        var frame = Frame(
            kind: .type(keyword: keyword.rawValue, name: scopeName), path: path, access: access,
            genericParameters: genericParameters, conditionalDepth: conditionals.count)
        if keyword == .enum {
            let enclosingTypes = frames.filter { if case .type = $0.kind { true } else { false } }
            let declaration = EnumDeclaration(
                name: path[0],
                outerPath: frames.flatMap(\.path),
                enclosingScopes: frames.dropFirst().map(\.kind),
                access: access,
                enclosingAccess: enclosingTypes.compactMap(\.access).min(),
                genericParameters: frames.flatMap(\.genericParameters) + genericParameters,
                inheritance: inheritance,
                whereClause: whereClause,
                conditions: currentClauses(from: 0),
                cases: [],
                nestedTypeNames: [],
                marker: marker,
                isIndirect: isIndirect,
                isNonisolated: isNonisolated,
                hasGlobalActor: hasGlobalActor,
                location: location(tokens[index]))
            result.enums.append(declaration)
            frame.enumIndex = result.enums.count - 1
        }
        frames.append(frame)
        return scan + 1
    }

    /// `<T: Codable, U, each V>` → `["T", "U", "V"]`.
    private func parseGenericParameterNames(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        var expectName = true
        var depth = 0
        for index in range.dropFirst() {
            let token = tokens[index]
            switch token.kind {
            case .leftAngle, .leftParen, .leftBracket: depth += 1
            case .rightAngle, .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0: expectName = true
            case .identifier where expectName && depth == 0:
                let word = keyword(token)
                if word != .each && word != .let {
                    names.append(name(token))
                    expectName = false
                }
            default: break
            }
        }
        return names
    }

    private mutating func closeFrame(at token: Token) {
        rejectPendingEnumMarker(found: "'}'")
        rejectPendingCaseMarker()
        guard frames.count > 1 else {
            if result.hasMarkers {
                result.diagnostics.append(.error("unexpected '}' with no scope open", at: location(token)))
            }
            return
        }
        finishFrame(frames.removeLast())
    }

    private mutating func finishFrame(_ frame: Frame) {
        if conditionals.count > frame.conditionalDepth {
            conditionals.removeLast(conditionals.count - frame.conditionalDepth)
        }
    }

    // MARK: - Cases

    /// Parses `case a, b(x: Int) = 1, c` in an enum body.
    private mutating func parseCase(at index: Int, enumIndex: Int) -> Int {
        let marker = pendingCaseMarker
        pendingCaseMarker = nil
        rejectPendingEnumMarker(found: "'case'")
        clearPending()
        let conditions = currentClauses(from: frames[frames.count - 1].conditionalDepth)
        var cursor = significant(from: index + 1)
        var elements: [EnumCaseDeclaration] = []
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            let nameToken = tokens[cursor]
            var element = EnumCaseDeclaration(
                name: name(nameToken), associatedValues: nil, rawValue: nil, conditions: conditions, marker: nil,
                elementsInDeclaration: 0, location: location(nameToken))
            cursor = significant(from: cursor + 1)
            if cursor < tokens.count, tokens[cursor].kind == .leftParen {
                let end = skipGroup(from: cursor)
                element.associatedValues = parseAssociatedValues((cursor + 1)..<max(cursor + 1, end - 1))
                cursor = significant(from: end)
            }
            if cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "=" {
                var valueEnd = significant(from: cursor + 1)
                if valueEnd < tokens.count, tokens[valueEnd].kind == .operator { valueEnd = significant(from: valueEnd + 1) }
                if valueEnd < tokens.count { valueEnd += 1 }
                element.rawValue = joinedText((cursor + 1)..<valueEnd)
                cursor = significant(from: valueEnd)
            }
            elements.append(element)
            guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
            cursor = significant(from: cursor + 1)
        }
        // Resume right after the declaration, so that comments after it (the next case's
        // marker) are seen.
        while cursor > index + 1, isComment(tokens[cursor - 1]) { cursor -= 1 }
        for position in elements.indices {
            elements[position].elementsInDeclaration = elements.count
            if position == 0 { elements[position].marker = marker }
        }
        result.enums[enumIndex].cases.append(contentsOf: elements)
        return max(cursor, index + 1)
    }

    /// Splits the inside of `( … )` into associated values.
    private func parseAssociatedValues(_ range: Range<Int>) -> [AssociatedValue] {
        var values: [AssociatedValue] = []
        var elementStart = range.lowerBound
        var depth = 0
        var sawEquals = false
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            let token = atEnd ? nil : tokens[index]
            if let token {
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .leftAngle where !sawEquals: depth += 1
                case .rightAngle where !sawEquals: depth = max(0, depth - 1)
                case .operator where depth == 0 && text(token) == "=": sawEquals = true
                default: break
                }
            }
            if atEnd || (token!.kind == .comma && depth == 0) {
                if let value = associatedValue(elementStart..<index) { values.append(value) }
                elementStart = index + 1
                sawEquals = false
            }
            index += 1
        }
        return values
    }

    private func associatedValue(_ range: Range<Int>) -> AssociatedValue? {
        let indices = range.filter { !isComment(tokens[$0]) }
        guard let first = indices.first else { return nil }
        var label: String?
        var typeStart = first
        if indices.count >= 3, tokens[indices[0]].kind == .identifier, tokens[indices[1]].kind == .colon {
            let written = name(tokens[indices[0]])
            label = written == "_" ? nil : written
            typeStart = indices[2]
        } else if indices.count >= 4, tokens[indices[0]].kind == .identifier, tokens[indices[1]].kind == .identifier,
            tokens[indices[2]].kind == .colon
        {
            let written = name(tokens[indices[0]])
            label = written == "_" ? nil : written
            typeStart = indices[3]
        }
        var typeEnd = range.upperBound
        var defaultValue: String?
        var defaultProblem = false
        var depth = 0
        for index in typeStart..<range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftAngle, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightAngle, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0, token.kind == .operator, text(token) == "=" {
                typeEnd = index
                defaultValue = joinedText((index + 1)..<range.upperBound)
                if !isWellFormedExpression((index + 1)..<range.upperBound) {
                    defaultProblem = true
                }
                break
            }
        }
        return AssociatedValue(
            label: label, type: joinedText(typeStart..<typeEnd), defaultValue: defaultValue,
            isDefaultValueWellFormed: !defaultProblem, location: location(tokens[first]))
    }

    /// A check that a default value can be copied into generated code: not empty, no closure,
    /// brackets balanced, no stray bytes, no declarations, no two operands side by side on one
    /// line, not starting or ending with a binary operator.
    private func isWellFormedExpression(_ range: Range<Int>) -> Bool {
        var depth = 0
        var sawQuestionMark = false
        var openers: [(isLiteral: Bool, commas: Int, colons: Int)] = []
        var last: Token?
        for index in range where !isComment(tokens[index]) {
            let token = tokens[index]
            if let word = keyword(token), word != .`init` {
                return false
            }
            // Two operands side by side are never one expression.
            if let previous = last, endsOperand(previous), startsOperand(token) {
                return false
            }
            if token.kind == .comma, last.map({ [.comma, .leftParen, .leftBracket, .leftBrace].contains($0.kind) }) ?? true {
                return false
            }
            if token.kind == .at {
                return false  // attributes belong to closures, which are not copied
            }
            if let previous = last, previous.kind == .at, token.kind != .identifier {
                return false
            }
            // A ternary `?` stands alone between spaces; `??` is two `?` tokens side by side.
            if token.kind == .operator, depth == 0, text(token) == "?", let previous = last, previous.end < token.start,
                index + 1 < range.upperBound, token.end < tokens[index + 1].start
            {
                sawQuestionMark = true
            }
            if token.kind == .operator, !hasConsistentSpacing(index, within: range) {
                return false
            }
            if token.kind == .operator, text(token).hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text(token)) {
                return false  // an assignment: never part of a default value
            }
            if token.kind == .operator, last.map({ [.leftParen, .leftBracket, .comma, .colon, .operator].contains($0.kind) }) ?? true,
                !["-", "!", "~", "+", "...", "..<", "&"].contains(text(token))
            {
                return false  // in prefix position, only a prefix operator
            }
            if token.kind == .colon, depth == 0, !sawQuestionMark {
                return false  // outside brackets a colon only belongs to `a ? b : c`
            }
            // Inside brackets, a colon follows a label (`f(x: 1)`, `a[key: 1]`) or stands in a
            // dictionary literal (`["a": 1]`, a bracket that follows no operand).
            if token.kind == .colon, depth > 0, let opener = openers.last, !opener.isLiteral,
                last?.kind != .identifier
            {
                return false
            }
            if token.kind == .leftParen || token.kind == .leftBracket {
                openers.append((token.kind == .leftBracket && !(last.map(endsOperand) ?? false), 0, 0))
            } else if token.kind == .comma, !openers.isEmpty {
                openers[openers.count - 1].commas += 1
            } else if token.kind == .colon, !openers.isEmpty {
                openers[openers.count - 1].colons += 1
            } else if token.kind == .rightParen || token.kind == .rightBracket, let opener = openers.popLast() {
                // A literal is an array (no colons) or a dictionary (a colon in every element).
                let trailingComma = last?.kind == .comma ? 1 : 0
                if opener.isLiteral, opener.colons > 0, opener.colons != opener.commas + 1 - trailingComma {
                    return false
                }
            }
            if token.kind == .leftBrace || token.kind == .rightBrace {
                return false  // closures may hold any statement: not copied
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            case .unknown:
                return false
            case .poundKeyword where ["#if", "#else", "#elseif", "#endif"].contains(text(token)):
                return false
            default: break
            }
            last = token
        }
        guard depth == 0, let last else { return false }
        // It must start like an operand: a binary operator cannot begin an expression.
        if let first = range.first(where: { !isComment(tokens[$0]) }).map({ tokens[$0] }),
            [.leftAngle, .rightAngle, .comma, .colon, .semicolon, .arrow].contains(first.kind)
                || first.kind == .operator && !["-", "!", "~", "+", "..."].contains(text(first))
        {
            return false
        }
        if keyword(last) != nil, keyword(last) != .`init` { return false }
        if last.kind == .operator, !["!", "?"].contains(text(last)) { return false }
        return ![.comma, .colon, .period, .at, .arrow, .leftAngle].contains(last.kind)
    }
}
