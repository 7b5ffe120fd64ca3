extension ConditionalClause {
    /// True when two condition paths can never both be active: they differ inside the same
    /// `#if` block, one in a later clause than the other.
    static func areExclusive(_ lhs: [ConditionalClause], _ rhs: [ConditionalClause]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            let shorter = left.earlierConditions.count < right.earlierConditions.count ? left : right
            let longer = left.earlierConditions.count < right.earlierConditions.count ? right : left
            return longer.earlierConditions.starts(with: shorter.earlierConditions)
                && (shorter.condition.map { longer.earlierConditions.contains($0) } ?? false)
        }
        return false
    }
}
