import Foundation

/// A screenshot as RGB pixels, read from a binary PPM (P6) image.
struct Screenshot {
  let width: Int
  let height: Int
  private let pixels: [UInt8]

  init(ppm data: Data) throws {
    let bytes = [UInt8](data)
    var index = 0
    /// The next whitespace-separated header field.
    func field() throws -> Int {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 10 || bytes[index] == 13 {
        index += 1
      }
      let start = index
      while index < bytes.count, bytes[index] > 32 { index += 1 }
      guard let value = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        throw SessionError("not a P6 image")
      }
      return value
    }
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
      throw SessionError("not a P6 image")
    }
    index = 2
    width = try field()
    height = try field()
    guard try field() == 255 else { throw SessionError("not an 8-bit image") }
    index += 1
    pixels = Array(bytes[index...])
    guard pixels.count >= width * height * 3 else { throw SessionError("a truncated image") }
  }

  func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let offset = (y * width + x) * 3
    return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
  }

  /// The first row, from the top, whose pixel at column `x` has the sheet's colour.
  func firstRow(atColumn x: Int, matching color: (UInt8, UInt8, UInt8)) -> Int? {
    (0..<height).first { pixel(x: x, y: $0) == color }
  }
}
