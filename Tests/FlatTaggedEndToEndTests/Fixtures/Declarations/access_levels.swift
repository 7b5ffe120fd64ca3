// @FlatTagged
public enum PublicMessage { case a(value: Int) }

// @FlatTagged
package enum PackageMessage { case a(value: Int) }

// @FlatTagged
internal enum InternalMessage { case a(value: Int) }

public struct Container {
    // @FlatTagged
    public enum Nested { case a(value: Int) }
}
