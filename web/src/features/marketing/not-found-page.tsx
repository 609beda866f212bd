import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  return (
    <Box sx={{ textAlign: "center", px: 3, py: { xs: 10, md: 16 } }}>
      <title>Page not found · Home Tools</title>
      <Typography
        aria-hidden="true"
        sx={{ fontSize: { xs: "5rem", md: "8rem" }, fontWeight: 900, color: "primary.main", lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Opps Looks like you path has gone wrong
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 2 }}>The page you asked for is not in our workshop.</Typography>
      <Button component={RouterLink} to={paths.root} variant="contained" size="large" sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </Box>
  );
}
