import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { PageBanner } from "../../components/layout/page-banner";
import { PageContainer } from "../../components/layout/page-container";

function Article({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Box
      component="article"
      aria-labelledby={id}
      sx={{ bgcolor: "background.paper", borderRadius: 3, border: "1px solid #E5E0D8", p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: "1.6rem", md: "2rem" } }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5, fontSize: "1.1rem", color: "text.secondary" }}>{lead}</Typography>
      <Box
        sx={{
          mt: 2,
          "& h3": { fontSize: "1.15rem", fontWeight: 700, mt: 3, mb: 1 },
          "& p, & li": { lineHeight: 1.7 },
          "& ul": { pl: 3 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Tips: worker safety, how to identify good wood tools, types of nails (spec section 2). */
export function BlogsPage() {
  return (
    <>
      <title>Tips and guides · Home Tools</title>
      <PageBanner title="Tips from the workshop">
        Short guides to work safer, choose better tools and pick the right nail.
      </PageBanner>
      <PageContainer narrow>
        <Box sx={{ display: "grid", gap: 4 }}>
          <Article
            id="safety"
            title="Worker safety comes first"
            lead="Most workshop injuries happen on small jobs done in a hurry. Five habits prevent nearly all of them."
          >
            <ul>
              <li>
                <strong>Protect your eyes and ears.</strong> Wear safety glasses for every cut, drill or hammer blow,
                and ear defenders whenever a power tool runs for more than a few minutes.
              </li>
              <li>
                <strong>Keep the work area clear and lit.</strong> Offcuts, cables and sawdust on the floor cause more
                falls than ladders do.
              </li>
              <li>
                <strong>Clamp the work, not your hand.</strong> A clamp or vice holds the piece so both hands stay on
                the tool and away from the blade.
              </li>
              <li>
                <strong>Unplug before you adjust.</strong> Remove the battery or the plug before changing a blade, a bit
                or a guard.
              </li>
              <li>
                <strong>Dress for the job.</strong> No loose sleeves, scarves or jewellery near rotating tools; tie long
                hair back; wear gloves for rough timber but never with a drill press or lathe.
              </li>
            </ul>
            <Typography>
              Keep a first-aid kit and a fire extinguisher where you can reach them, and tell someone when you work
              alone.
            </Typography>
          </Article>

          <Article
            id="wood-tools"
            title="How to identify good wood tools"
            lead="A good chisel, plane or saw lasts a lifetime. Check these five things before you buy."
          >
            <h3>Material</h3>
            <Typography>
              Look for high-carbon or chrome-vanadium steel, hardened and tempered. Good steel takes a keen edge and
              keeps it; soft steel dulls after a few cuts and bends under load.
            </Typography>
            <h3>Handle</h3>
            <Typography>
              The handle should fill your hand without pinching, be fixed solidly to the blade or tang, and be made of
              dense hardwood or a grippy composite that does not twist when you push hard.
            </Typography>
            <h3>Blade</h3>
            <Typography>
              Sight along the blade: it should be straight and flat, with an even bevel and no burrs. On saws, the teeth
              should be uniformly set and sharpened; on planes, the sole must be flat.
            </Typography>
            <h3>Brand</h3>
            <Typography>
              Established makers stand behind their tools with guarantees and spare parts. A known brand costs a little
              more and usually repays it with years of service.
            </Typography>
            <h3>Reviews</h3>
            <Typography>
              Read what other buyers say after months of use, not just on delivery day. Patterns in reviews, such as
              handles loosening or edges chipping, tell you more than star averages.
            </Typography>
          </Article>

          <Article
            id="nails"
            title="Types of nails and when to use them"
            lead="The right nail holds for decades; the wrong one splits the wood or pulls out. Here are the ones every toolbox needs."
          >
            <ul>
              <li>
                <strong>Common nails:</strong> thick shank and wide head for framing and rough carpentry where strength
                matters more than looks.
              </li>
              <li>
                <strong>Box nails:</strong> thinner than common nails, so they are less likely to split thin or dry
                boards.
              </li>
              <li>
                <strong>Finishing nails:</strong> small heads that you sink below the surface and fill, for trim,
                skirting and furniture.
              </li>
              <li>
                <strong>Brad nails:</strong> very thin finishing nails for delicate mouldings and small craft work.
              </li>
              <li>
                <strong>Roofing nails:</strong> short, galvanised and with a large flat head that holds shingles and
                felt without tearing.
              </li>
              <li>
                <strong>Masonry nails:</strong> hardened and fluted to grip brick and concrete; always wear eye
                protection when driving them.
              </li>
              <li>
                <strong>Ring-shank and screw-shank nails:</strong> ridges along the shank resist pulling out, ideal for
                decking, flooring and siding.
              </li>
            </ul>
            <Typography>
              Outdoors, choose galvanised or stainless nails so they do not rust and stain the wood.
            </Typography>
          </Article>
        </Box>
      </PageContainer>
    </>
  );
}
