// Shows: integer tags and aliases written as Swift writes integers: hexadecimal, binary, octal, with underscores, negative.
import FlatTagged

// @FlatTagged(key: "op")
enum Opcode {
    // @FlatTag(0x10)
    case push(value: Int)
    // @FlatTag(1_000, aliases: [0b11, 0o17])
    case pop(count: Int)
    // @FlatTag(-0x1)
    case halt
}
