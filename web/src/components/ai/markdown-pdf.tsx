import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import latin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff?url';
import latin700 from '@fontsource/sarabun/files/sarabun-latin-700-normal.woff?url';
import thai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff?url';
import thai700 from '@fontsource/sarabun/files/sarabun-thai-700-normal.woff?url';
import { markdownBlocks, type InlineRun } from './markdown-blocks';

// Sarabun (SIL Open Font License) covers Latin and Thai, so English and Thai output print alike.
Font.register({ family: 'SarabunLatin', fonts: [{ src: latin400 }, { src: latin700, fontWeight: 700 }] });
Font.register({ family: 'SarabunThai', fonts: [{ src: thai400 }, { src: thai700, fontWeight: 700 }] });
Font.registerHyphenationCallback((word) => [word]);

const s = StyleSheet.create({
  page: {
    padding: 40,
    fontFamily: ['SarabunLatin', 'SarabunThai'] as unknown as string,
    fontSize: 10.5,
    color: '#1B1C1E',
    lineHeight: 1.45,
  },
  brand: { fontSize: 9, color: '#5b6270', marginBottom: 4 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  meta: { fontSize: 9, color: '#5b6270', marginBottom: 12 },
  h1: { fontSize: 14, fontWeight: 700, marginTop: 14, marginBottom: 4 },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 12, marginBottom: 4 },
  p: { marginBottom: 6 },
  li: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 16 },
  liText: { flex: 1 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 40,
    right: 40,
    fontSize: 8,
    color: '#5b6270',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((r, i) => (
        <Text key={i} style={r.bold ? { fontWeight: 700 } : {}}>
          {r.text}
        </Text>
      ))}
    </>
  );
}

export interface MarkdownSection {
  heading?: string;
  text: string;
}

export interface MarkdownPdfProps {
  title: string;
  brand: string;
  /** One line under the title: the inputs, the date, "offline stand-in" where it applies. */
  meta: string;
  sections: MarkdownSection[];
  footer: string;
}

/** A PDF of AI-written Markdown sections (toolbox outputs, the analyzer report), built in the browser. */
export function MarkdownPdf({ title, brand, meta, sections, footer }: MarkdownPdfProps) {
  return (
    <Document title={title} author={brand}>
      <Page size="A4" style={s.page}>
        <Text style={s.brand}>{brand}</Text>
        <Text style={s.title}>{title}</Text>
        <Text style={s.meta}>{meta}</Text>
        {sections.map((section, n) => (
          <View key={n}>
            {section.heading && <Text style={s.h1}>{section.heading}</Text>}
            {markdownBlocks(section.text).map((b, i) => {
              if (b.kind === 'heading')
                return (
                  <Text key={i} style={s.h2} minPresenceAhead={40}>
                    <Runs runs={b.runs} />
                  </Text>
                );
              if (b.kind === 'paragraph')
                return (
                  <Text key={i} style={s.p}>
                    <Runs runs={b.runs} />
                  </Text>
                );
              return (
                <View key={i} style={s.p}>
                  {b.items.map((item, j) => (
                    <View key={j} style={s.li} wrap={false}>
                      <Text style={s.bullet}>{b.ordered ? `${j + 1}.` : '•'}</Text>
                      <Text style={s.liText}>
                        <Runs runs={item} />
                      </Text>
                    </View>
                  ))}
                </View>
              );
            })}
          </View>
        ))}
        <View style={s.footer} fixed>
          <Text>{footer}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/** Builds the PDF (react-pdf and fonts load only now) and returns it as a Blob. */
export async function markdownPdfBlob(props: MarkdownPdfProps): Promise<Blob> {
  const { pdf } = await import('@react-pdf/renderer');
  return pdf(<MarkdownPdf {...props} />).toBlob();
}
