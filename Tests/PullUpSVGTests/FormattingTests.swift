import PullUpSVG
import Testing

/// Numbers as the pictures write them.
@Suite("SVGNumber")
struct SVGNumberTests {
  @Test(
    "Numbers round to two decimals without trailing zeros, minus zero or locale",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (1, "1"), (100, "100"), (392.5, "392.5"), (0.1, "0.1"), (1.239, "1.24"),
      (-12.3456, "-12.35"), (-0.001, "0"), (-0.005, "-0.01"), (2.999, "3"), (1_234_567.891, "1234567.89"),
      (0.05, "0.05"), (-844, "-844"),
    ] as [(Double, String)])
  func formats(value: Double, expected: String) {
    #expect(SVGNumber.format(value) == expected)
  }

  @Test("A number that is not finite is written as 0", arguments: [Double.nan, .infinity, -.infinity, -.nan])
  func nonFinite(value: Double) {
    #expect(SVGNumber.format(value) == "0")
    #expect(SVGNumber.label(value) == "0")
  }

  @Test("Huge magnitudes are clamped to the limit")
  func clamped() {
    #expect(SVGNumber.format(1e300) == "1000000000")
    #expect(SVGNumber.format(-1e300) == "-1000000000")
  }

  @Test("Decimals can be chosen; labels use a typographic minus")
  func decimals() {
    #expect(SVGNumber.format(1.23456, decimals: 4) == "1.2346")
    #expect(SVGNumber.format(2.5, decimals: 0) == "3")
    #expect(SVGNumber.format(1.0001, decimals: 3) == "1")
    #expect(SVGNumber.label(-10) == "\u{2212}10")
    #expect(SVGNumber.label(-0.01) == "0")
  }

  @Test("Points are x,y pairs separated by spaces")
  func points() {
    #expect(SVGNumber.points([(1, 2.5), (-3, 0.004)]) == "1,2.5 -3,0")
  }
}

/// Text made safe for the document.
@Suite("SVGEscape")
struct SVGEscapeTests {
  @Test("Character data escapes &, < and >, and keeps quotes")
  func text() {
    #expect(SVGEscape.text("a < b && c > \"d\" 'e'") == "a &lt; b &amp;&amp; c &gt; \"d\" 'e'")
  }

  @Test("Attribute values escape quotes as well")
  func attribute() {
    #expect(
      SVGEscape.attribute("'Helvetica' & \"Arial\" <x>") == "&apos;Helvetica&apos; &amp; &quot;Arial&quot; &lt;x&gt;")
  }

  @Test("Characters XML forbids become U+FFFD; tabs, newlines and everything else stay")
  func forbidden() {
    #expect(SVGEscape.text("a\u{0}b\u{1B}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(SVGEscape.text("tab\tline\nπ ✓ 🙂") == "tab\tline\nπ ✓ 🙂")
  }
}
